// Opaque session tokens (256 random bits) in a cookie; only their SHA-256 is stored. Idle timeout + absolute lifetime.
// Each session also has a random public id (what the account page lists and revokes by) and the browser's User-Agent.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIES } from '@kemet/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { isSecureRequest } from '../http/security.js';

export const [COOKIE_NAME, SECURE_COOKIE_NAME] = SESSION_COOKIES;
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 512;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function cookieName(request: FastifyRequest, config: Config): string {
  return isSecureRequest(request, config) ? SECURE_COOKIE_NAME : COOKIE_NAME;
}

/**
 * The session token this request carries under the one name its mode allows: in secure mode only the
 * `__Host-` cookie, which a sibling subdomain or a plain-http page cannot plant; otherwise the plain name.
 */
export function readToken(request: FastifyRequest, config: Config): string | undefined {
  const token = request.cookies[cookieName(request, config)];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export function userAgentOf(request: FastifyRequest): string {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX_LENGTH) : '';
}

export async function createSession(
  db: Db,
  userId: number,
  config: Config,
  userAgent: string,
): Promise<{ token: string; expiresAt: Date; publicId: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionMaxDays * 86_400_000);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent })
    .returning({ publicId: sessions.publicId });
  return { token, expiresAt, publicId: row.publicId };
}

/**
 * A new token for the same session (same public id, start and absolute expiry): after a re-authentication such as a
 * password change, a copy of the old token someone may hold stops working while this browser stays signed in.
 */
export async function rotateSessionToken(db: Db, session: SessionRow): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(sessions)
    .set({ tokenHash: hashToken(token) })
    .where(eq(sessions.id, session.id));
  return { token, expiresAt: session.expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning();
  return row;
}

const liveSession = (config: Config) => {
  const idleCutoff = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  return and(gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff));
};

/** The signed-in user and session for this token, or null when unknown, idle too long or past its absolute expiry. */
export async function findSession(
  db: Db,
  token: string,
  config: Config,
): Promise<{ user: UserRow; session: SessionRow } | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), liveSession(config)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.session.id));
  }
  return row;
}

/** The user's live sessions, most recently used first. */
export async function listSessions(db: Db, userId: number, config: Config): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveSession(config)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Deletes one of the user's sessions by its public id; the row when it existed. */
export async function revokeSession(db: Db, userId: number, publicId: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning();
  return row;
}

/** Deletes every session of the user except `keepId` (or all when undefined); how many went. */
export async function revokeSessions(db: Db, userId: number, keepId?: number): Promise<number> {
  const where =
    keepId === undefined ? eq(sessions.userId, userId) : and(eq(sessions.userId, userId), ne(sessions.id, keepId));
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return rows.length;
}

export async function purgeExpiredSessions(db: Db, config: Config): Promise<void> {
  const idleCutoff = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  await db.delete(sessions).where(lt(sessions.lastSeenAt, idleCutoff));
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
): void {
  const secure = isSecureRequest(request, config);
  reply.setCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

/** Clears both names: a browser may hold a cookie from before a switch to (or from) secure mode. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const secure = isSecureRequest(request, config);
  reply.clearCookie(COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.clearCookie(SECURE_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure: true });
}
