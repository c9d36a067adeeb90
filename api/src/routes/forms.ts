// Contact messages, partner applications and newsletter subscriptions, validated by their route schemas (the forms'
// rules and messages), limited per address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactMessages, newsletterSubscriptions, partnerApplications } from '../db/schema.js';
import { ContactBody, NewsletterBody, OkMessage, PartnerBody, errors } from '@kemet/contract/schemas';
import { perIpLimit } from '../limits/plugin.js';
import { LIMIT_MESSAGES } from '../limits/rateLimited.js';

const responses = { 201: OkMessage, 200: OkMessage, ...errors(400, 429) };

export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  // Each form counts apart: a visitor who wrote to us can still subscribe.
  const limited = () => ({ rateLimit: perIpLimit(config.formPerIp, LIMIT_MESSAGES.forms) });

  app.post(
    '/contact-messages',
    { config: limited(), schema: { tags: ['forms'], body: ContactBody, response: responses } },
    async (request, reply) => {
      await db.insert(contactMessages).values(request.body);
      return reply.code(201).send({ ok: true, message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    },
  );

  app.post(
    '/partner-applications',
    { config: limited(), schema: { tags: ['forms'], body: PartnerBody, response: responses } },
    async (request, reply) => {
      await db.insert(partnerApplications).values({ additionalInfo: '', ...request.body });
      return reply.code(201).send({ ok: true, message: 'Thank you for applying! Our team will review your application and reach out.' });
    },
  );

  app.post(
    '/newsletter-subscriptions',
    { config: limited(), schema: { tags: ['forms'], body: NewsletterBody, response: responses } },
    async (request, reply) => {
      const { email } = request.body;
      // Subscribing twice is not an error for the visitor: same friendly answer either way.
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
      return reply.code(201).send({ ok: true, message: 'Thank you for subscribing to the Kemet newsletter!' });
    },
  );
};
