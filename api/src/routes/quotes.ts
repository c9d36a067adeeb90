// Quotes: the server's price of a choice, for anyone (the details and payment pages show it line by line).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChoiceBody, QuoteEnvelope, errors } from '@kemet/contract/schemas';
import { priceChoice, toQuote } from '../bookings/quote.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { quoteIn } from '../i18n/translations.js';

export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.post(
    '/quotes',
    { schema: { tags: ['bookings'], body: ChoiceBody, response: { 200: QuoteEnvelope, ...errors(400, 404, 409, 422) } } },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      return { quote: await quoteIn(db, language, toQuote(await priceChoice(db, request.body))) };
    },
  );
};
