// Read-only links to a wishlist (docs/product/wishlist.md#sharing): a 256-bit random token, only its SHA-256 kept (as
// invitations, partners/invitations.ts), so the link is shown once; one live link per account, a new one revoking the
// old (one at a time: accountLock.ts); the owner revokes it, and a revoked or unknown token reads as not found.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { hashToken } from '../auth/sessions.js';
import type { Db } from '../db/client.js';
import { wishlistShares } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { lockWishlistOf } from './accountLock.js';

const live = (userId: number) => and(eq(wishlistShares.userId, userId), isNull(wishlistShares.revokedAt));

export async function liveShare(db: Db, userId: number): Promise<{ id: number; createdAt: string } | null> {
  const [row] = await db.select().from(wishlistShares).where(live(userId)).limit(1);
  return row ? { id: row.id, createdAt: row.createdAt.toISOString() } : null;
}

/** A new link for the account's wishlist; the previous live one stops working. */
export async function createShare(db: Db, userId: number): Promise<{ id: number; token: string; createdAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const row = await db.transaction(async (tx) => {
    await lockWishlistOf(tx, userId);
    await tx
      .update(wishlistShares)
      .set({ revokedAt: sql`now()` })
      .where(live(userId));
    const [created] = await tx
      .insert(wishlistShares)
      .values({ userId, tokenHash: hashToken(token) })
      .returning();
    return created;
  });
  return { id: row.id, token, createdAt: row.createdAt.toISOString() };
}

/** Revokes the account's link `id`: 404 when it is another account's, unknown or already revoked. */
export async function revokeShare(db: Db, userId: number, id: number): Promise<void> {
  const revoked = await db
    .update(wishlistShares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(wishlistShares.id, id), live(userId)))
    .returning({ id: wishlistShares.id });
  if (revoked.length === 0) throw new ApiError(404, 'SHARE_NOT_FOUND', 'We could not find that share link.');
}

/** The owner and date of a live link: 404 for a revoked, unknown or malformed token. */
export async function sharedBy(db: Db, token: string): Promise<{ userId: number; createdAt: Date }> {
  const [row] = await db
    .select({ userId: wishlistShares.userId, createdAt: wishlistShares.createdAt })
    .from(wishlistShares)
    .where(and(eq(wishlistShares.tokenHash, hashToken(token)), isNull(wishlistShares.revokedAt)))
    .limit(1);
  if (!row) throw new ApiError(404, 'SHARE_NOT_FOUND', 'This wishlist link does not work: it may have been revoked.');
  return row;
}
