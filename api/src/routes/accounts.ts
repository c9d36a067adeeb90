// Sign up, sign in (proof of work past a limit per address, with growing waits per account and address), who am I,
// sign out. Every answer depends on the session: Cache-Control no-store.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { requireUser } from '../auth/currentUser.js';
import { refuseCommonPassword, refusePersonalPassword } from '../auth/passwords.js';
import { securityEvent } from '../auth/securityEvents.js';
import { clearSessionCookie, deleteSession, readToken, type UserRow } from '../auth/sessions.js';
import { startSession } from '../auth/startSession.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { proofPastAddressLimit } from '../limits/addressProof.js';
import { clientOf, counter, isFull } from '../limits/plugin.js';
import { ProofHeader } from '../limits/proofOfWork.js';
import { LIMIT_MESSAGES, rateLimited, retryAfterSeconds } from '../limits/rateLimited.js';
import { SignInBody, SignUpBody, UserEnvelope, errors } from '@kemet/contract/schemas';
import { toUser } from '../http/serialize.js';
import { newUId } from '../auth/memberId.js';
import { rolesOf } from '../partners/roles.js';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, hasher, signInBackoff } = app.ctx;
  app.addHook('onRequest', noStore);
  // Wrong passwords on one account from every address: past the ceiling the account is under attack, and each address
  // waits from its first failure. It only slows the attack: an address that has not failed is never refused.
  const window = config.rateWindowSeconds * 1000;
  const accountFailures = counter(app, 'signin-account', config.signInPerAccount, window);
  // Per address, a hotel's travellers share the count: past it they prove work, only a flood meets a wall.
  const signUpsPerIp = proofPastAddressLimit(
    app,
    'signup-ip',
    { soft: config.signUpPerIp, hard: config.signUpPerIpHard, windowMs: window },
    LIMIT_MESSAGES.signUp,
  );
  const signInsPerIp = proofPastAddressLimit(
    app,
    'signin-ip',
    { soft: config.signInPerIp, hard: config.signInPerIpHard, windowMs: window },
    LIMIT_MESSAGES.signIn,
  );

  app.post(
    '/users',
    {
      onRequest: signUpsPerIp,
      schema: {
        tags: ['accounts'],
        headers: Type.Object({ 'x-kemet-proof': ProofHeader }),
        body: SignUpBody,
        response: { 201: UserEnvelope, ...errors(400, 409, 428, 429) },
      },
    },
    async (request, reply) => {
      const { fullName, email, password } = request.body;
      refusePersonalPassword(password, { email, fullName }, 'password');
      refuseCommonPassword(password, 'password');
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      const emailTaken = () =>
        new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', {
          email: 'An account with this email already exists.',
        });
      if (taken.length) throw emailTaken();
      const passwordHash = await hasher.hash(password);
      let user: UserRow | undefined;
      for (let attempt = 0; !user && attempt < 3; attempt++) {
        try {
          [user] = await db.insert(users).values({ fullName, email, passwordHash, uid: newUId() }).returning();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const again = await db
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
          if (again.length) throw emailTaken();
        }
      }
      if (!user) throw new Error('Could not allocate a unique UId');
      const sessionId = await startSession(request, reply, user.id);
      securityEvent(request, 'signup', { accountId: user.id, sessionId });
      // A new account is a traveller: a role comes only with an invitation or an operator.
      return reply.code(201).send({ user: toUser(user, []) });
    },
  );

  app.post(
    '/sessions',
    {
      onRequest: signInsPerIp,
      schema: {
        tags: ['accounts'],
        headers: Type.Object({ 'x-kemet-proof': ProofHeader }),
        body: SignInBody,
        response: { 200: UserEnvelope, ...errors(400, 401, 404, 428, 429) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const [user] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (!user) {
        securityEvent(request, 'signin.failure', { accountId: null, reason: 'unknown email' });
        throw new ApiError(404, 'EMAIL_NOT_FOUND', 'Email Not Found!', { email: 'Email Not Found!' });
      }
      const pair = `${user.id}|${clientOf(request)}`;
      const waitsAfter = (await isFull(accountFailures, request, String(user.id))).full ? 1 : config.signInBackoffAfter;
      const wait = await signInBackoff.waitMs(pair);
      if (wait > 0) {
        // Trying again before the wait is over counts as one more failure: hammering only makes the wait longer.
        const owed = Math.max(wait, await signInBackoff.fail(pair, waitsAfter));
        securityEvent(request, 'signin.delayed', { accountId: user.id, retryAfterSeconds: retryAfterSeconds(owed) });
        throw rateLimited(LIMIT_MESSAGES.signIn, owed);
      }
      const { password } = request.body;
      if (password.length > 1024 || !(await hasher.verify(user.passwordHash, password))) {
        securityEvent(request, 'signin.failure', { accountId: user.id, reason: 'wrong password' });
        await accountFailures(request, String(user.id));
        await signInBackoff.fail(pair, waitsAfter);
        throw new ApiError(401, 'INVALID_PASSWORD', 'Invalid Password!', { password: 'Invalid Password!' });
      }
      if (hasher.needsRehash(user.passwordHash)) {
        const passwordHash = await hasher.hash(password);
        await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      }
      await signInBackoff.reset(pair);
      const sessionId = await startSession(request, reply, user.id);
      securityEvent(request, 'signin.success', { accountId: user.id, sessionId });
      return { user: toUser(user, await rolesOf(db, user.id)) };
    },
  );

  app.get(
    '/me',
    { schema: { tags: ['accounts'], response: { 200: UserEnvelope, ...errors(401) } } },
    async (request) => {
      const user = await requireUser(app, request);
      return { user: toUser(user, await rolesOf(db, user.id)) };
    },
  );

  app.delete('/sessions/current', { schema: { tags: ['accounts'] } }, async (request, reply) => {
    const token = readToken(request, config);
    const ended = token ? await deleteSession(db, token) : undefined;
    if (ended) securityEvent(request, 'signout', { accountId: ended.userId, sessionId: ended.publicId });
    clearSessionCookie(request, reply, config);
    return reply.code(204).send();
  });
};
