// Contact messages, partner applications and newsletter subscriptions, validated by the shared form rules.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contactMessageSchema, newsletterSchema, partnerApplicationSchema, validate } from '../shared.js';
import type { AnyObjectSchema, InferType } from 'yup';
import { contactMessages, newsletterSubscriptions, partnerApplications } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { ContactBody, NewsletterBody, OkMessage, PartnerBody, errors } from '../http/schemas.js';

function check<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  const result = validate(schema, body ?? {});
  if (!result.ok) throw new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', result.fields);
  return result.value;
}

const responses = { 201: OkMessage, 200: OkMessage, ...errors(400) };

export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.post('/contact-messages', { schema: { tags: ['forms'], body: ContactBody, response: responses } }, async (request, reply) => {
    const value = check(contactMessageSchema, request.body);
    await db.insert(contactMessages).values(value);
    return reply.code(201).send({ ok: true, message: 'Thank you! Your message has been sent. We will get back to you soon.' });
  });

  app.post('/partner-applications', { schema: { tags: ['forms'], body: PartnerBody, response: responses } }, async (request, reply) => {
    const value = check(partnerApplicationSchema, request.body);
    await db.insert(partnerApplications).values(value);
    return reply.code(201).send({ ok: true, message: 'Thank you for applying! Our team will review your application and reach out.' });
  });

  app.post('/newsletter-subscriptions', { schema: { tags: ['forms'], body: NewsletterBody, response: responses } }, async (request, reply) => {
    const { email } = check(newsletterSchema, request.body);
    // Subscribing twice is not an error for the visitor: same friendly answer either way.
    await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
    return reply.code(201).send({ ok: true, message: 'Thank you for subscribing to the Kemet newsletter!' });
  });
};
