// GET /fx-rates: the newest EGP-based rate of each currency, for converting prices on the page (public, cacheable).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FxRatesSchema } from '@kemet/contract/schemas';
import { noKey } from '../catalog/cacheKeys.js';
import { newestFxRates } from '../money/fxRates.js';

/** Rates change daily at most; an hour keeps a page's conversions close to the table without a request per page. */
const FX_RATES_MAX_AGE_SECONDS = 3600;

export const fxRateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/fx-rates',
    {
      config: { cache: noKey },
      schema: {
        tags: ['money'],
        description:
          'How many USD, EUR… one EGP buys: the newest rate of each, with their date and source. Converted prices are approximate.',
        response: { 200: FxRatesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${FX_RATES_MAX_AGE_SECONDS}`);
      return newestFxRates(db);
    },
  );
};
