// Password reset links: a 256-bit random token, single use, valid 30 minutes; only its SHA-256 is stored.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox, passwordResetTokens, users } from '../db/schema.js';
import { hashToken, type UserRow } from './sessions.js';

export const RESET_TTL_MINUTES = 30;
export const RESET_MAIL_KIND = 'password-reset';

export type ResetLookup =
  { status: 'valid'; tokenId: number; user: UserRow } | { status: 'used' | 'expired' | 'unknown' };

export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_TTL_MINUTES * 60_000);
  await db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
  return token;
}

export async function findResetToken(db: Db, token: string): Promise<ResetLookup> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { status: 'unknown' };
  const [row] = await db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.token.usedAt) return { status: 'used' };
  if (row.token.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'valid', tokenId: row.token.id, user: row.user };
}

/** Marks the token used; false when another request used it first (or it expired meanwhile). */
export async function consumeResetToken(db: Db, tokenId: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.id, tokenId),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: passwordResetTokens.id });
  return rows.length === 1;
}

/** After a reset: the user's other links stop working and their reset mails leave the outbox. */
export async function retireResetLinks(db: Db, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  await db.delete(mailOutbox).where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, RESET_MAIL_KIND)));
}

/** Expired links and their mails go; used ones are kept a day so a second click is answered "already used". */
export async function purgeResetTokens(db: Db): Promise<void> {
  const dayAgo = new Date(Date.now() - 86_400_000);
  const ttlAgo = new Date(Date.now() - RESET_TTL_MINUTES * 60_000);
  await db
    .delete(passwordResetTokens)
    .where(or(lt(passwordResetTokens.expiresAt, dayAgo), lt(passwordResetTokens.usedAt, dayAgo)));
  await db.delete(mailOutbox).where(and(eq(mailOutbox.kind, RESET_MAIL_KIND), lt(mailOutbox.createdAt, ttlAgo)));
}

export function resetMail(user: UserRow, link: string): { subject: string; body: string } {
  return {
    subject: 'Reset your Kemet password',
    body: [
      `Hello ${user.fullName},`,
      '',
      `Someone asked to reset the password of your Kemet account. To choose a new password, open this link within ${RESET_TTL_MINUTES} minutes:`,
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
      '',
      'Kemet',
    ].join('\n'),
  };
}
