// Drizzle table definitions; `npm run db:generate -w api` turns changes into SQL under src/db/migrations.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  location: text('location').notNull(),
  website: text('website').notNull(),
  image: text('image').notNull(),
});

export const experiences = pgTable(
  'experiences',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull(),
    images: text('images').array().notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    ticketsCount: integer('tickets_count').notNull(),
    ticketPriceCents: integer('ticket_price_cents').notNull(),
    sale: integer('sale').notNull().default(0),
    featured: text('featured'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    // lower(name + description + location + provider name), written with the row; trigram-indexed for ?q=.
    searchText: text('search_text').notNull(),
  },
  (t) => [
    check('tickets_count_non_negative', sql`${t.ticketsCount} >= 0`),
    check('sale_per_mille', sql`${t.sale} between 0 and 1000`),
    check('price_non_negative', sql`${t.ticketPriceCents} >= 0`),
    check('featured_kind', sql`${t.featured} is null or ${t.featured} in ('event', 'tour')`),
    index('experiences_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('experiences_location').on(t.location),
    index('experiences_created_at').on(t.createdAt),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    uid: text('uid').notNull().unique(),
    isAdmin: boolean('is_admin').notNull().default(false),
    rating: integer('rating').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    // What the account page names a session by: the token hash never leaves the database.
    publicId: uuid('public_id').notNull().defaultRandom().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

// Single-use password reset links: only the SHA-256 of the token is kept.
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user').on(t.userId)],
);

// Mail Kemet would send. There is no mail server: a relay would pick rows up from here (see the root README).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created').on(t.createdAt)],
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
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check('booking_quantity', sql`${t.quantity} between 1 and 10`),
    check('booking_status', sql`${t.status} in ('confirmed', 'cancelled', 'failed')`),
    uniqueIndex('bookings_user_idempotency').on(t.userId, t.idempotencyKey),
    index('bookings_user_created').on(t.userId, t.createdAt),
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

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const partnerApplications = pgTable('partner_applications', {
  id: serial('id').primaryKey(),
  businessName: text('business_name').notNull(),
  businessType: text('business_type').notNull(),
  website: text('website').notNull(),
  address: text('address').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  whyPartner: text('why_partner').notNull(),
  servicesOffered: text('services_offered').notNull(),
  additionalInfo: text('additional_info').notNull().default(''),
  createdAt: createdAt(),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower').on(sql`lower(${t.email})`)],
);
