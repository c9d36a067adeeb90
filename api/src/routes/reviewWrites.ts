// What a signed-in traveller does with reviews: which bookings they may review, write one for a checked-in booking,
// find one helpful, report one.
// Each write counts against the account's limit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BookingReferenceParams,
  HelpfulSchema,
  HelpfulVotesSchema,
  IdParams,
  ModerationBody,
  OkMessage,
  ReviewableBookingList,
  ReviewBody,
  ReviewSchema,
  errors,
} from '@kemet/contract/schemas';
import { signedInRoutes } from '../auth/signedInRoutes.js';
import { noStore } from '../http/noStore.js';
import { perAccountLimit } from '../limits/plugin.js';
import { LIMIT_MESSAGES } from '../limits/rateLimited.js';
import { reportReview } from '../reviews/moderation.js';
import { helpfulVotesOf, voteHelpful } from '../reviews/votes.js';
import { reviewableBookings, writeReview } from '../reviews/writeReview.js';

export const reviewWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.ctx;
  app.addHook('onRequest', noStore);
  const userOf = signedInRoutes(app);
  // Reviews, votes and reports: one account cannot flood a page with votes or operations with reports.
  const admit = perAccountLimit(app, 'review-writes', config.reviewWritesPerUser, LIMIT_MESSAGES.reviews);
  const tags = ['reviews'];

  app.get(
    '/reviews/mine',
    {
      schema: {
        tags,
        description: 'The caller’s bookings with a checked-in ticket (the ones they may review) and their reviews.',
        response: { 200: ReviewableBookingList, ...errors(401) },
      },
    },
    async (request) => reviewableBookings(db, userOf(request).id),
  );

  app.post(
    '/bookings/:reference/review',
    {
      schema: {
        tags,
        description:
          'One review per booking, once one of its tickets was checked in: 403 NOT_CHECKED_IN before, 409 REVIEW_EXISTS after the first; another traveller’s booking is 404.',
        params: BookingReferenceParams,
        body: ReviewBody,
        response: { 201: ReviewSchema, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id);
      reply.code(201);
      return writeReview(db, user.id, request.params.reference, request.body);
    },
  );

  app.get(
    '/events/:id/reviews/helpful-votes',
    {
      schema: {
        tags,
        description:
          'Which visible reviews of the experience the caller found helpful, so the page shows their "Helpful" pressed (none for an unknown experience).',
        params: IdParams,
        response: { 200: HelpfulVotesSchema, ...errors(400, 401) },
      },
    },
    async (request) => ({ reviewIds: await helpfulVotesOf(db, request.params.id, userOf(request).id) }),
  );

  app.post(
    '/reviews/:id/helpful',
    {
      schema: {
        tags,
        description: 'One vote per traveller, never on their own review: sending it again changes nothing.',
        params: IdParams,
        response: { 200: HelpfulSchema, ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await admit(request, user.id);
      return voteHelpful(db, request.params.id, user.id);
    },
  );

  app.post(
    '/reviews/:id/reports',
    {
      schema: {
        tags,
        description: 'Tells operations something is wrong with a review; one report per traveller per review.',
        params: IdParams,
        body: ModerationBody,
        response: { 201: OkMessage, ...errors(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      await admit(request, user.id);
      await reportReview(db, request.params.id, user.id, request.body.reason);
      reply.code(201);
      return { ok: true, message: 'Thank you. Our team will look at this review.' };
    },
  );
};
