// The account page's security: change password, change email, "Where you're signed in" (list, sign out one, sign out
// the others). A change of password or email signs out every other session and keeps this one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireSession } from '../auth/currentUser.js';
import { deviceName } from '../auth/deviceName.js';
import { refuseCommonPassword, refusePersonalPassword } from '../auth/passwords.js';
import { securityEvent } from '../auth/securityEvents.js';
import {
  clearSessionCookie,
  listSessions,
  revokeSession,
  revokeSessions,
  rotateSessionToken,
  setSessionCookie,
  type SessionRow,
  type UserRow,
} from '../auth/sessions.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { ApiError, CHECK_FIELDS } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import {
  ChangeEmailBody,
  ChangePasswordBody,
  RevokedCount,
  SessionList,
  SessionParams,
  UserEnvelope,
  errors,
} from '@kemet/contract/schemas';
import { toUser } from '../http/serialize.js';
import { rolesOf } from '../partners/roles.js';
import { consume, counter } from '../limits/plugin.js';
import { messages } from '@kemet/contract';

const EMAIL_TAKEN = 'An account with this email already exists.';
const TOO_MANY_TRIES = 'Too many tries with a wrong password.';

export const accountSecurityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, hasher } = app.ctx;
  app.addHook('onRequest', noStore);
  // Every route here is the signed-in traveller's: authenticate before body validation, so a signed-out caller gets
  // 401.
  const sessions = new WeakMap<FastifyRequest, { user: UserRow; session: SessionRow }>();
  app.addHook('onRequest', async (request) => {
    sessions.set(request, await requireSession(app, request));
  });
  const signedIn = (request: FastifyRequest) => {
    const found = sessions.get(request);
    if (!found) throw new ApiError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    return found;
  };
  const reauthAttempts = counter(app, 'reauth-account', config.signInPerAccount, config.rateWindowSeconds * 1000);

  // A stolen session must not become a password-guessing oracle: wrong current passwords count per account.
  async function confirmCurrentPassword(
    request: FastifyRequest,
    user: UserRow,
    password: string,
    event: 'password.change.failure' | 'email.change.failure',
  ) {
    await consume(reauthAttempts, request, String(user.id), TOO_MANY_TRIES);
    if (!(await hasher.verify(user.passwordHash, password))) {
      securityEvent(request, event, { accountId: user.id, reason: 'wrong current password' });
      throw new ApiError(400, 'WRONG_PASSWORD', CHECK_FIELDS, { currentPassword: messages.currentPasswordWrong });
    }
  }

  // After a change: every other session ends, and this one carries on under a fresh token (ASVS 7.2.4).
  async function keepOnlyThisSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    session: SessionRow,
  ): Promise<number> {
    const revoked = await revokeSessions(db, user.id, session.id);
    const { token, expiresAt } = await rotateSessionToken(db, session);
    setSessionCookie(request, reply, config, token, expiresAt);
    return revoked;
  }

  app.put(
    '/me/password',
    {
      schema: {
        tags: ['accounts'],
        body: ChangePasswordBody,
        response: { 200: RevokedCount, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = signedIn(request);
      const { currentPassword, newPassword } = request.body;
      refusePersonalPassword(newPassword, { email: user.email, fullName: user.fullName }, 'newPassword');
      await confirmCurrentPassword(request, user, currentPassword, 'password.change.failure');
      if (newPassword === currentPassword)
        throw new ApiError(400, 'VALIDATION', CHECK_FIELDS, { newPassword: messages.passwordUnchanged });
      refuseCommonPassword(newPassword, 'newPassword');
      await db
        .update(users)
        .set({ passwordHash: await hasher.hash(newPassword) })
        .where(eq(users.id, user.id));
      const revokedSessions = await keepOnlyThisSession(request, reply, user, session);
      securityEvent(request, 'password.changed', { accountId: user.id, sessionId: session.publicId, revokedSessions });
      return {
        ok: true,
        message: 'Your password has been changed. You are signed out everywhere else.',
        revokedSessions,
      };
    },
  );

  app.put(
    '/me/email',
    {
      schema: {
        tags: ['accounts'],
        body: ChangeEmailBody,
        response: { 200: UserEnvelope, ...errors(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const { user, session } = signedIn(request);
      const { email, currentPassword } = request.body;
      await confirmCurrentPassword(request, user, currentPassword, 'email.change.failure');
      const taken = () => new ApiError(409, 'EMAIL_TAKEN', EMAIL_TAKEN, { email: EMAIL_TAKEN });
      const others = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, user.id)))
        .limit(1);
      if (others.length) throw taken();
      let updated: UserRow;
      try {
        [updated] = await db.update(users).set({ email }).where(eq(users.id, user.id)).returning();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      const revokedSessions = await keepOnlyThisSession(request, reply, user, session);
      securityEvent(request, 'email.changed', { accountId: user.id, sessionId: session.publicId, revokedSessions });
      return { user: toUser(updated, await rolesOf(db, updated.id)) };
    },
  );

  app.get(
    '/me/sessions',
    { schema: { tags: ['accounts'], response: { 200: SessionList, ...errors(401) } } },
    async (request) => {
      const { user, session } = signedIn(request);
      const rows = await listSessions(db, user.id, config);
      const items = rows.map((row) => ({
        id: row.publicId,
        device: deviceName(row.userAgent),
        current: row.id === session.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
      }));
      return { items: items.sort((a, b) => Number(b.current) - Number(a.current)) };
    },
  );

  app.delete(
    '/me/sessions/others',
    { schema: { tags: ['accounts'], response: { 200: RevokedCount, ...errors(401) } } },
    async (request) => {
      const { user, session } = signedIn(request);
      const revokedSessions = await revokeSessions(db, user.id, session.id);
      securityEvent(request, 'session.revoked', {
        accountId: user.id,
        sessionId: session.publicId,
        scope: 'all others',
        revokedSessions,
      });
      return { ok: true, message: 'You are signed out everywhere else.', revokedSessions };
    },
  );

  app.delete('/me/sessions/:id', { schema: { tags: ['accounts'], params: SessionParams } }, async (request, reply) => {
    const { user, session } = signedIn(request);
    const revoked = await revokeSession(db, user.id, request.params.id.toLowerCase());
    if (!revoked) throw new ApiError(404, 'SESSION_NOT_FOUND', 'That session has already ended.');
    securityEvent(request, 'session.revoked', {
      accountId: user.id,
      sessionId: revoked.publicId,
      byCurrentSession: revoked.id === session.id,
    });
    if (revoked.id === session.id) clearSessionCookie(request, reply, config);
    return reply.code(204).send();
  });
};
