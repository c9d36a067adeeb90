// Quotes: the server's price of a choice, for anyone (the details and payment pages show it line by line).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChoiceBody, QuoteEnvelope, errors } from '@kemet/contract/schemas';
import { priceChoice, toQuote } from '../bookings/quote.js';

export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/quotes',
    { schema: { tags: ['bookings'], body: ChoiceBody, response: { 200: QuoteEnvelope, ...errors(400, 404, 409, 422) } } },
    async (request) => ({ quote: toQuote(await priceChoice(db, request.body)) }),
  );
};
