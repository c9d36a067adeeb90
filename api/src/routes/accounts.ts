// Sign up, sign in (rate limited), who am I, sign out. Every answer depends on the session: Cache-Control no-store.
import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signInSchema, signUpSchema, validate } from '../shared.js';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth/currentUser.js';
import { refuseCommonPassword } from '../auth/passwords.js';
import { securityEvent } from '../auth/securityEvents.js';
import { clearSessionCookie, createSession, deleteSession, readToken, setSessionCookie, userAgentOf, type UserRow } from '../auth/sessions.js';
import { isUniqueViolation } from '../db/errors.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { noStore } from '../http/noStore.js';
import { SignInBody, SignUpBody, UserEnvelope, errors } from '../http/schemas.js';
import { toUser } from '../http/serialize.js';

const newUId = () => `KMT-${randomInt(100_000_000_000, 999_999_999_999)}`;
const SIGN_IN_LIMITED = 'Too many sign-in attempts. Please wait a minute and try again.';

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, hasher, limiter } = app.ctx;
  app.addHook('onRequest', noStore);

  async function limit(key: string, max: number, message: string): Promise<void> {
    const result = await limiter.hit(key, max);
    if (!result.allowed) {
      throw new ApiError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
    }
  }

  // Rotation: whatever session this browser had is dropped before the new one is issued.
  async function startSession(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<string> {
    const previous = readToken(request, config);
    if (previous) await deleteSession(db, previous);
    const { token, expiresAt, publicId } = await createSession(db, user.id, config, userAgentOf(request));
    setSessionCookie(request, reply, config, token, expiresAt);
    return publicId;
  }

  app.post(
    '/users',
    { schema: { tags: ['accounts'], body: SignUpBody, response: { 201: UserEnvelope, ...errors(400, 409, 429) } } },
    async (request, reply) => {
      const checked = validate(signUpSchema, request.body ?? {});
      if (!checked.ok) throw new ApiError(400, 'VALIDATION', 'Please check the highlighted fields.', checked.fields);
      const { fullName, email, password } = checked.value;
      refuseCommonPassword(password, 'password');
      await limit(`signup:ip:${request.ip}`, config.signUpPerIp, 'Too many accounts were created from here. Please wait a minute and try again.');
      const taken = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
      const emailTaken = () => new ApiError(409, 'EMAIL_TAKEN', 'An account with this email already exists.', { email: 'An account with this email already exists.' });
      if (taken.length) throw emailTaken();
      const passwordHash = await hasher.hash(password);
      let user: UserRow | undefined;
      for (let attempt = 0; !user && attempt < 3; attempt++) {
        try {
          [user] = await db.insert(users).values({ fullName, email, passwordHash, uid: newUId() }).returning();
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const again = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
          if (again.length) throw emailTaken();
        }
      }
      if (!user) throw new Error('Could not allocate a unique UId');
      const sessionId = await startSession(request, reply, user);
      securityEvent(request, 'signup', { accountId: user.id, sessionId });
      return reply.code(201).send({ user: toUser(user) });
    },
  );

  app.post(
    '/sessions',
    { schema: { tags: ['accounts'], body: SignInBody, response: { 200: UserEnvelope, ...errors(400, 401, 404, 429) } } },
    async (request, reply) => {
      const checked = validate(signInSchema, request.body ?? {});
      if (!checked.ok) throw new ApiError(400, 'VALIDATION', 'Please enter your email and password.', checked.fields);
      const email = checked.value.email.toLowerCase();
      await limit(`signin:ip:${request.ip}`, config.signInPerIp, SIGN_IN_LIMITED);
      await limit(`signin:acct:${email}`, config.signInPerAccount, SIGN_IN_LIMITED);
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
      if (!user) {
        securityEvent(request, 'signin.failure', { accountId: null, reason: 'unknown email' });
        throw new ApiError(404, 'EMAIL_NOT_FOUND', 'Email Not Found!', { email: 'Email Not Found!' });
      }
      const password = checked.value.password;
      if (password.length > 1024 || !(await hasher.verify(user.passwordHash, password))) {
        securityEvent(request, 'signin.failure', { accountId: user.id, reason: 'wrong password' });
        throw new ApiError(401, 'INVALID_PASSWORD', 'Invalid Password!', { password: 'Invalid Password!' });
      }
      if (hasher.needsRehash(user.passwordHash)) {
        const passwordHash = await hasher.hash(password);
        await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      }
      const sessionId = await startSession(request, reply, user);
      securityEvent(request, 'signin.success', { accountId: user.id, sessionId });
      return { user: toUser(user) };
    },
  );

  app.get('/me', { schema: { tags: ['accounts'], response: { 200: UserEnvelope, ...errors(401) } } }, async (request) => ({
    user: toUser(await requireUser(app, request)),
  }));

  app.delete('/sessions/current', { schema: { tags: ['accounts'] } }, async (request, reply) => {
    const token = readToken(request, config);
    const ended = token ? await deleteSession(db, token) : undefined;
    if (ended) securityEvent(request, 'signout', { accountId: ended.userId, sessionId: ended.publicId });
    clearSessionCookie(request, reply, config);
    return reply.code(204).send();
  });
};
