// Quotes: the server's price of a choice, for anyone (the details and payment pages show it line by line), counted
// per caller and per address (limits/quoteLimits.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChoiceBody, QuoteEnvelope, errors } from '@kemet/contract/schemas';
import { priceChoice, toQuote } from '../bookings/quote.js';
import { answerLanguage } from '../i18n/answerLanguage.js';
import { quoteIn } from '../i18n/translations.js';
import { quoteLimits } from '../limits/quoteLimits.js';

export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config, db } = app.ctx;
  const admit = quoteLimits(app, config);
  app.post(
    '/quotes',
    {
      schema: {
        tags: ['bookings'],
        body: ChoiceBody,
        response: { 200: QuoteEnvelope, ...errors(400, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await admit(request, reply);
      const language = answerLanguage(request, reply);
      return { quote: await quoteIn(db, language, toQuote(await priceChoice(db, request.body))) };
    },
  );
};
