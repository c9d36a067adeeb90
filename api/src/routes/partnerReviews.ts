// The partner's reviews: their provider's experiences' reviews, and the one public reply to each (any member).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, PartnerReviewList, ReplyBody, ReviewListQuery, ReviewSchema, errors } from '@kemet/contract/schemas';
import { noStore } from '../http/noStore.js';
import { asPartner, changesPerAccount, partnerOf } from '../partners/roleHooks.js';
import { providerReviews, replyToReview } from '../reviews/replies.js';

export const partnerReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.addHook('onRequest', noStore);
  const member = asPartner();
  const tags = ['partner'];

  app.get(
    '/partner/reviews',
    {
      onRequest: member,
      schema: {
        tags,
        description: "A page of the provider's reviews, newest first.",
        querystring: ReviewListQuery,
        response: { 200: PartnerReviewList, ...errors(400, 401, 403) },
      },
    },
    async (request) => providerReviews(db, partnerOf(request).providerId, request.query),
  );

  app.post(
    '/partner/reviews/:id/reply',
    {
      onRequest: [member, changesPerAccount(app)],
      schema: {
        tags,
        description: "Once per review; another provider's review is 404, a second reply 409 ALREADY_REPLIED.",
        params: IdParams,
        body: ReplyBody,
        response: { 201: ReviewSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const caller = partnerOf(request);
      reply.code(201);
      return replyToReview(db, caller.providerId, caller.user.id, request.params.id, request.body.text);
    },
  );
};
