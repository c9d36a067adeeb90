// Contact messages, partner applications and newsletter subscriptions, validated by their route schemas (the forms'
// rules and messages), limited per address (proof of work, then a wall).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactMessages, newsletterSubscriptions, partnerApplications } from '../db/schema.js';
import { ContactBody, NewsletterBody, OkMessage, PartnerBody, errors } from '@kemet/contract/schemas';
import { Type } from 'typebox';
import { proofPastAddressLimit } from '../limits/addressProof.js';
import { ProofHeader } from '../limits/proofOfWork.js';
import { LIMIT_MESSAGES } from '../limits/rateLimited.js';

const responses = { 201: OkMessage, 200: OkMessage, ...errors(400, 428, 429) };
const headers = Type.Object({ 'x-kemet-proof': ProofHeader });

export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;
  // Each form counts apart: a visitor who wrote to us can still subscribe.
  const limited = (form: string) =>
    proofPastAddressLimit(
      app,
      `${form}-ip`,
      { soft: config.formPerIp, hard: config.formPerIpHard, windowMs: config.rateWindowSeconds * 1000 },
      LIMIT_MESSAGES.forms,
    );

  app.post(
    '/contact-messages',
    {
      onRequest: limited('contact-messages'),
      schema: { tags: ['forms'], headers, body: ContactBody, response: responses },
    },
    async (request, reply) => {
      await db.insert(contactMessages).values(request.body);
      return reply
        .code(201)
        .send({ ok: true, message: 'Thank you! Your message has been sent. We will get back to you soon.' });
    },
  );

  app.post(
    '/partner-applications',
    {
      onRequest: limited('partner-applications'),
      schema: { tags: ['forms'], headers, body: PartnerBody, response: responses },
    },
    async (request, reply) => {
      await db.insert(partnerApplications).values({ additionalInfo: '', ...request.body });
      return reply
        .code(201)
        .send({ ok: true, message: 'Thank you for applying! Our team will review your application and reach out.' });
    },
  );

  app.post(
    '/newsletter-subscriptions',
    {
      onRequest: limited('newsletter-subscriptions'),
      schema: { tags: ['forms'], headers, body: NewsletterBody, response: responses },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Subscribing twice is not an error for the visitor: same friendly answer either way.
      await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
      return reply.code(201).send({ ok: true, message: 'Thank you for subscribing to the Kemet newsletter!' });
    },
  );
};
