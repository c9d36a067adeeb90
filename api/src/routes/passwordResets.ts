// Forgotten password: ask for a link (the answer never says whether the email has an account), then set a new
// password with it. The link is single use, lasts 30 minutes, and a reset signs the account out everywhere.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  consumeResetToken,
  findResetToken,
  issueResetToken,
  RESET_MAIL_KIND,
  RESET_TTL_MINUTES,
  resetMail,
  retireResetLinks,
} from '../auth/passwordResets.js';
import { refuseCommonPassword, refusePersonalPassword } from '../auth/passwords.js';
import { securityEvent } from '../auth/securityEvents.js';
import { clearSessionCookie, revokeSessions } from '../auth/sessions.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { clientOf, consume, counter, type Counter } from '../limits/plugin.js';
import { OkMessage, PasswordResetBody, PasswordResetRequestBody, errors } from '@kemet/contract/schemas';
import { queueMail } from '../mail/outbox.js';
import { messages } from '@kemet/contract';

export const LINK_SENT = `If an account uses this email, we have sent it a link to reset the password. The link works for ${RESET_TTL_MINUTES} minutes.`;
const LINK_USED = 'This reset link has already been used. Please ask for a new one.';
const LINK_EXPIRED = `This reset link has expired: links work for ${RESET_TTL_MINUTES} minutes. Please ask for a new one.`;
const TOO_MANY = 'Too many reset requests.';

export const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, hasher } = app.ctx;
  app.addHook('onRequest', noStore);
  const window = config.rateWindowSeconds * 1000;
  const perIp = counter(app, 'reset-ip', config.signUpPerIp, window);
  // Per address too, so nobody can flood one inbox; the same answer either way keeps accounts secret.
  const perEmail = counter(app, 'reset-email', 3, window);
  const limit = (request: FastifyRequest, count: Counter, key: string) => consume(count, request, key, TOO_MANY);

  app.post(
    '/password-reset-requests',
    {
      schema: { tags: ['accounts'], body: PasswordResetRequestBody, response: { 202: OkMessage, ...errors(400, 429) } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await limit(request, perIp, clientOf(request));
      await limit(request, perEmail, email);
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (user) {
        const token = await issueResetToken(db, user.id);
        const link = `${config.publicOrigin}/reset-password?token=${token}`;
        await queueMail(
          db,
          request.log,
          { kind: RESET_MAIL_KIND, userId: user.id, recipient: user.email, ...resetMail(user, link) },
          token,
        );
      }
      securityEvent(request, 'password.reset.requested', { accountId: user?.id ?? null });
      return reply.code(202).send({ ok: true, message: LINK_SENT });
    },
  );

  app.post(
    '/password-resets',
    { schema: { tags: ['accounts'], body: PasswordResetBody, response: { 200: OkMessage, ...errors(400, 410, 429) } } },
    async (request, reply) => {
      const { token, password } = request.body;
      await limit(request, perIp, clientOf(request));
      const found = await findResetToken(db, token);
      if (found.status !== 'valid') {
        securityEvent(request, 'password.reset.failure', { accountId: null, reason: `${found.status} link` });
        if (found.status === 'used') throw new ApiError(410, 'RESET_LINK_USED', LINK_USED);
        if (found.status === 'expired') throw new ApiError(410, 'RESET_LINK_EXPIRED', LINK_EXPIRED);
        throw new ApiError(400, 'RESET_LINK_INVALID', messages.resetLinkInvalid);
      }
      const { user, tokenId } = found;
      // The link is checked and the password judged before the link is spent, so a refused password can be retried.
      refusePersonalPassword(password, { email: user.email, fullName: user.fullName }, 'password');
      refuseCommonPassword(password, 'password');
      const passwordHash = await hasher.hash(password);
      if (!(await consumeResetToken(db, tokenId))) throw new ApiError(410, 'RESET_LINK_USED', LINK_USED);
      await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      const revokedSessions = await revokeSessions(db, user.id);
      await retireResetLinks(db, user.id);
      securityEvent(request, 'password.reset', { accountId: user.id, revokedSessions });
      clearSessionCookie(request, reply, config);
      return {
        ok: true,
        message:
          'Your password has been reset and every session of your account was signed out. Please sign in with your new password.',
      };
    },
  );
};
