// Operations' moderation of reviews: the reported and hidden ones, and hiding or restoring one with a reason (kept in
// the audit log).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  ModeratedReviewList,
  ModerationBody,
  ReviewDecisionSchema,
  ReviewListQuery,
  errors,
} from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { asOperations, changesPerAccount, operationsMemberOf } from '../partners/roleHooks.js';
import { moderateReview, reportedReviews } from '../reviews/moderation.js';

export const operationsReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addHook('onRequest', noStore);
  app.addHook('onRequest', asOperations);
  const counted = changesPerAccount(app);
  const tags = ['operations'];
  const decided = { 200: ReviewDecisionSchema, ...errors(400, 401, 403, 404, 409, 429) };

  app.get(
    '/operations/reviews',
    {
      schema: {
        tags,
        description:
          'Reviews reported since the last decision on them, and the hidden ones; most recently reported first.',
        querystring: ReviewListQuery,
        response: { 200: ModeratedReviewList, ...errors(400, 401, 403) },
      },
    },
    async (request) => reportedReviews(db, request.query),
  );

  for (const [path, hide] of [
    ['hiding', true],
    ['restoring', false],
  ] as const) {
    app.post(
      `/operations/reviews/:id/${path}`,
      { onRequest: counted, schema: { tags, params: IdParams, body: ModerationBody, response: decided } },
      async (request) =>
        moderateReview(db, request.params.id, operationsMemberOf(request).id, hide, request.body.reason),
    );
  }
};
