// Opaque session tokens (256 random bits) in a cookie; only their SHA-256 is stored. Idle timeout + absolute lifetime.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { isSecureRequest } from '../http/security.js';

export const COOKIE_NAME = 'kemet_session';
export const SECURE_COOKIE_NAME = '__Host-kemet_session';
const TOUCH_INTERVAL_MS = 60_000;

export type UserRow = typeof users.$inferSelect;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function cookieName(request: FastifyRequest, config: Config): string {
  return isSecureRequest(request, config) ? SECURE_COOKIE_NAME : COOKIE_NAME;
}

export function readToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SECURE_COOKIE_NAME] ?? request.cookies[COOKIE_NAME];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export async function createSession(db: Db, userId: number, config: Config): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.sessionMaxDays * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** The signed-in user for this token, or null when unknown, idle too long or past its absolute expiry. */
export async function findSessionUser(db: Db, token: string, config: Config): Promise<UserRow | null> {
  const idleCutoff = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`), gt(sessions.lastSeenAt, idleCutoff)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.session.id));
  }
  return row.user;
}

export async function purgeExpiredSessions(db: Db, config: Config): Promise<void> {
  const idleCutoff = new Date(Date.now() - config.sessionIdleMinutes * 60_000);
  await db.delete(sessions).where(lt(sessions.lastSeenAt, idleCutoff));
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  const secure = isSecureRequest(request, config);
  reply.setCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const secure = isSecureRequest(request, config);
  reply.clearCookie(secure ? SECURE_COOKIE_NAME : COOKIE_NAME, { httpOnly: true, sameSite: 'lax', path: '/', secure });
}
