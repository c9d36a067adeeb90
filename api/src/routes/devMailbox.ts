// Dev stacks only (DEV_MAILBOX=true, refused in production): the newest mail of the outbox, for the account page.
// It hands out reset links to anyone who asks, which is why it is never registered otherwise.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { noStore } from '../http/noStore.js';
import { MailboxEnvelope } from '../http/schemas.js';
import { newestMail } from '../mail/outbox.js';

export const devMailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', noStore);
  app.get('/dev/mailbox', { schema: { tags: ['dev'], response: { 200: MailboxEnvelope } } }, async () => {
    const mail = await newestMail(app.ctx.db);
    return { mail: mail ? { to: mail.recipient, subject: mail.subject, body: mail.body, createdAt: mail.createdAt.toISOString() } : null };
  });
};
