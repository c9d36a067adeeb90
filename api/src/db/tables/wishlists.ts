// Travellers' wishlists (docs/product/wishlist.md): the experiences each account saved, with the headline price and
// currency at saving (so a later change can be told), and the read-only links that share a wishlist: a random token,
// only its SHA-256 kept, until the owner revokes it.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { experiences } from './catalog.js';

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The price per ticket the catalogue showed at saving (its headline, sale applied), in minor units. */
    savedPriceMinor: integer('saved_price_minor').notNull(),
    savedCurrency: text('saved_currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.experienceId] }), index('wishlist_items_experience').on(t.experienceId)],
);

export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  // One live link per account: making a new one revokes the old in the same transaction.
  (t) => [
    uniqueIndex('wishlist_shares_live')
      .on(t.userId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
