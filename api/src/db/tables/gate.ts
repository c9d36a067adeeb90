// E-tickets and the gate: tickets, providers' gate keys and staff, first check-ins and every scan.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { providers, ticketCategories } from './catalog.js';

// One ticket per person of a confirmed booking (docs/product/rules.md#e-tickets-and-the-gate). The token is the compact
// JWS shown as a QR, signed with the key `kid`; cancelling the booking revokes its tickets.
export const tickets = pgTable(
  'tickets',
  {
    id: text('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    number: smallint('number').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    kid: text('kid').notNull(),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tickets_booking_number').on(t.bookingId, t.number),
    index('tickets_revoked_at')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
    index('tickets_kid_expiry').on(t.kid, t.expiresAt),
  ],
);

// A provider's gate key: random, shown once, only its SHA-256 kept; at most one live key per provider.
export const providerKeys = pgTable(
  'provider_keys',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('provider_keys_one_live')
      .on(t.providerId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// The partner's people: accounts that work for one provider, as its owner (staff, gate keys, audit) or staff; both
// check tickets in when signed in (docs/product/partners.md).
export const providerStaff = pgTable(
  'provider_staff',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('staff'),
    createdAt: createdAt(),
  },
  (t) => [
    check('provider_staff_role', sql`${t.role} in ('owner', 'staff')`),
    index('provider_staff_provider').on(t.providerId),
  ],
);

// A ticket's first valid check-in: the primary key makes two concurrent scans give one 'valid'.
export const ticketCheckins = pgTable('ticket_checkins', {
  ticketId: text('ticket_id')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
});

// Every scan a gate sent, by (provider, scanner nonce): a scan sent again is answered as the first time, recorded once.
export const checkinScans = pgTable(
  'checkin_scans',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    ticketId: text('ticket_id'),
    result: text('result'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.nonce] }),
    check(
      'checkin_result',
      sql`${t.result} is null or ${t.result} in ('valid', 'already_used', 'revoked', 'wrong_provider', 'not_today', 'invalid')`,
    ),
    index('checkin_scans_created').on(t.createdAt),
  ],
);
