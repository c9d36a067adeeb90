// The dev mailbox: on a dev stack (DEV_MAILBOX=true, refused in production) the newest mail of the outbox, for the
// account page, or with ?to= the newest sent to one address (tests that run side by side each read their own). Elsewhere it answers {enabled:false} and shows nothing: a 404 would be a console error on every
// visit to the account page. On, it hands reset links to anyone who asks, which is why production refuses it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { noStore } from '../http/noStore.js';
import { MailboxEnvelope, MailboxQuery, errors } from '@kemet/contract/schemas';
import { newestMail } from '../mail/outbox.js';

export const devMailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', noStore);
  app.get(
    '/dev/mailbox',
    { schema: { tags: ['dev'], querystring: MailboxQuery, response: { 200: MailboxEnvelope, ...errors(400) } } },
    async (request) => {
      if (!app.ctx.config.devMailbox) return { enabled: false, mail: null };
      const mail = await newestMail(app.ctx.db, request.query.to);
      return {
        enabled: true,
        mail: mail
          ? { to: mail.recipient, subject: mail.subject, body: mail.body, createdAt: mail.createdAt.toISOString() }
          : null,
      };
    },
  );
};
