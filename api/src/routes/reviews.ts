// An experience's reviews, for everyone: the summary and a page, filtered and sorted (docs/product/reviews.md). Not in
// the catalogue cache: votes move "most helpful" often, and the read is two indexed queries.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, ReviewPageSchema, ReviewsQuery, errors } from '@kemet/contract/schemas';
import { publishedExperience } from '../catalog/publishedExperience.js';
import { reviewPage } from '../reviews/reviewPage.js';

export const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        description:
          'Visible reviews of a published experience: `summary` counts them all, `items` is the page the filters and sort choose.',
        params: IdParams,
        querystring: ReviewsQuery,
        response: { 200: ReviewPageSchema, ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const experience = await publishedExperience(db, request.params.id);
      reply.header('Cache-Control', 'no-cache');
      return reviewPage(db, experience.id, request.query);
    },
  );
};
