// Booking: holds on a session's places, bookings with their lines, and the idempotency keys of paying.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { experienceSessions, experiences, ticketCategories } from './catalog.js';

// Places taken on a session for a few minutes while the traveller pays. lines: [{ categoryId, quantity }] with the
// prices quoted. status: active → confirmed (paid) | released | expired; leaving 'active' gives places back exactly
// once.
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => experienceSessions.id),
    places: integer('places').notNull(),
    lines: jsonb('lines').notNull(),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // Who took it, for the caps on places held at once (limits/heldPlaces.ts): the device cookie and the address.
    device: text('device'),
    client: text('client'),
  },
  (t) => [
    check('hold_status', sql`${t.status} in ('active', 'confirmed', 'released', 'expired')`),
    check('hold_places', sql`${t.places} between 0 and 10`),
    index('holds_active_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('holds_user_session').on(t.userId, t.sessionId),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    sessionId: integer('session_id')
      .notNull()
      .references(() => experienceSessions.id),
    holdId: uuid('hold_id').references(() => holds.id),
    // Tickets of every category; places taken can be fewer (infants on a lap).
    quantity: integer('quantity').notNull(),
    places: integer('places').notNull(),
    currency: text('currency').notNull().default('USD'),
    totalCents: integer('total_cents').notNull(),
    // 'pending' while the charge runs, outside any transaction.
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Who cancelled: the traveller, or the partner (with the reason My bookings shows).
    cancelledBy: text('cancelled_by'),
    cancellationReason: text('cancellation_reason'),
    // The language the traveller booked in: mail about the booking is written in it.
    language: text('language').notNull().default('en'),
  },
  (t) => [
    check('booking_cancelled_by', sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('traveller', 'partner')`),
    check('booking_quantity', sql`${t.quantity} between 1 and 10`),
    check('booking_status', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'failed')`),
    uniqueIndex('bookings_user_idempotency').on(t.userId, t.idempotencyKey),
    uniqueIndex('bookings_hold').on(t.holdId),
    index('bookings_user_created').on(t.userId, t.createdAt),
    index('bookings_session').on(t.sessionId),
  ],
);

// A booking's tickets per category, at the prices charged (minor units).
export const bookingLines = pgTable(
  'booking_lines',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    salePriceMinor: integer('sale_price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.categoryId] }),
    check('booking_line_quantity', sql`${t.quantity} between 1 and 10`),
  ],
);

// One row per (user, Idempotency-Key): the request's fingerprint and the response we gave, replayed on retry.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
