// One account's wishlist writes, one at a time: each takes its user row FOR UPDATE first, so two quick saves cannot
// both find room in a full list, and two new share links cannot both revoke the old one and each insert a live one.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';

/** Inside a transaction: waits for the account's other wishlist writes to finish. */
export async function lockWishlistOf(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
