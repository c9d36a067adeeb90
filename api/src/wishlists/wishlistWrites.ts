// Saving and removing experiences on a traveller's wishlist. Saving keeps the price per ticket the catalogue shows at
// that moment (the headline category, sale applied) so the list can say when it changed. Saving again, or merging ids
// already saved, changes nothing: the (user, experience) key and ON CONFLICT DO NOTHING (docs/product/wishlist.md).
import { WISHLIST_MAX_ITEMS } from '@kemet/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experiences, wishlistItems } from '../db/schema.js';
import { selectExperiences } from '../catalog/experienceQuery.js';
import { isPublished } from '../catalog/published.js';
import { experienceNotFound } from '../catalog/publishedExperience.js';
import { discountedCents } from '../http/serialize.js';
import { ApiError } from '../http/errors.js';
import { lockWishlistOf } from './accountLock.js';

export const WISHLIST_FULL = `Your wishlist is full: it keeps up to ${WISHLIST_MAX_ITEMS} experiences.`;

/** Saves the published experiences among `ids` not saved yet, up to the wishlist's room; answers what it did. */
export async function saveExperiences(
  db: Db,
  userId: number,
  ids: number[],
): Promise<{ added: number; notFound: number[]; notSaved: number[] }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    await lockWishlistOf(tx, userId);
    const rows = await selectExperiences(tx).where(and(inArray(experiences.id, wanted), isPublished));
    const found = new Set(rows.map((row) => row.experience.id));
    const saved = await tx
      .select({ id: wishlistItems.experienceId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    const already = new Set(saved.map((row) => row.id));
    // The device's oldest first, so a full list keeps the newest ones on the device.
    const fresh = rows
      .filter((row) => !already.has(row.experience.id))
      .sort((x, y) => wanted.indexOf(x.experience.id) - wanted.indexOf(y.experience.id));
    const room = Math.max(0, WISHLIST_MAX_ITEMS - already.size);
    const adding = fresh.slice(0, room);
    // The device's order is the order it saved them in: the first id is saved first, the last is newest.
    const base = Date.now();
    const inserted =
      adding.length === 0
        ? []
        : await tx
            .insert(wishlistItems)
            .values(
              adding.map((row) => ({
                userId,
                experienceId: row.experience.id,
                savedAt: new Date(base + wanted.indexOf(row.experience.id)),
                savedPriceMinor: discountedCents(row.headlinePriceMinor ?? 0, row.experience.sale),
                savedCurrency: row.experience.currency,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: wishlistItems.experienceId });
    return {
      added: inserted.length,
      notFound: wanted.filter((id) => !found.has(id)),
      notSaved: fresh.slice(room).map((row) => row.experience.id),
    };
  });
}

/** Saves one experience: 404 when it is not in the catalogue, 409 when the wishlist is full. */
export async function saveExperience(db: Db, userId: number, experienceId: number): Promise<void> {
  const { notFound, notSaved } = await saveExperiences(db, userId, [experienceId]);
  if (notFound.length > 0) throw experienceNotFound();
  if (notSaved.length > 0) throw new ApiError(409, 'WISHLIST_FULL', WISHLIST_FULL);
}

/** Removes one saved experience: 404 when it is not on this traveller's wishlist. */
export async function removeExperience(db: Db, userId: number, experienceId: number): Promise<void> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.experienceId, experienceId)))
    .returning({ id: wishlistItems.experienceId });
  if (removed.length === 0)
    throw new ApiError(404, 'WISHLIST_ITEM_NOT_FOUND', 'That experience is not on your wishlist.');
}

export async function savedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: wishlistItems.experienceId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.savedAt), desc(wishlistItems.experienceId));
  return rows.map((row) => row.id);
}
