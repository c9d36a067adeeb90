// Drizzle table definitions; `npm run db:generate -w api` turns changes into SQL under src/db/migrations.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    // 'event': one dated session; 'tour': sessions generated from experience_schedules.
    kind: text('kind').notNull().default('event'),
    currency: text('currency').notNull().default('USD'),
    sale: integer('sale').notNull().default(0),
    freeCancellationHours: integer('free_cancellation_hours').notNull().default(24),
    featured: text('featured'),
    // Where travellers meet, printed on their tickets; the seed writes it (null: the governorate's capital).
    meetingPoint: text('meeting_point'),
    meetingLatitude: doublePrecision('meeting_latitude'),
    meetingLongitude: doublePrecision('meeting_longitude'),
    createdAt: createdAt(),
    // lower(name + description + location + provider name), written with the row; trigram-indexed for ?q=.
    searchText: text('search_text').notNull(),
  },
  (t) => [
    check('sale_per_mille', sql`${t.sale} between 0 and 1000`),
    check('featured_kind', sql`${t.featured} is null or ${t.featured} in ('event', 'tour')`),
    check('experience_kind', sql`${t.kind} in ('event', 'tour')`),
    check('free_cancellation_hours_non_negative', sql`${t.freeCancellationHours} >= 0`),
    index('experiences_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('experiences_location').on(t.location),
    index('experiences_created_at').on(t.createdAt),
  ],
);

// What a ticket costs and who may use it (docs/product/rules.md#sessions-and-ticket-categories). Prices in minor units.
export const ticketCategories = pgTable(
  'ticket_categories',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    residency: text('residency').notNull(),
    label: text('label').notNull(),
    minAge: integer('min_age').notNull().default(0),
    maxAge: integer('max_age'),
    proof: text('proof').notNull(),
    takesPlace: boolean('takes_place').notNull().default(true),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    // The order the pages list categories in; the first is the experience's headline price.
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('category_code', sql`${t.code} in ('adult', 'child', 'student', 'senior', 'infant')`),
    check('category_residency', sql`${t.residency} in ('egyptian', 'foreign', 'any')`),
    check('category_proof', sql`${t.proof} in ('national_id', 'passport', 'student_card', 'none')`),
    check('category_price_non_negative', sql`${t.priceMinor} >= 0`),
    uniqueIndex('ticket_categories_experience_code').on(t.experienceId, t.code, t.residency),
  ],
);

// A tour's weekly schedule: one row per weekday and Cairo wall-clock time; sessions are generated from it.
export const experienceSchedules = pgTable(
  'experience_schedules',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    // 0 = Sunday … 6 = Saturday, as Date.getDay() and Postgres' extract(dow).
    weekday: smallint('weekday').notNull(),
    localTime: time('local_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    bookingCutoffMinutes: integer('booking_cutoff_minutes').notNull().default(0),
  },
  (t) => [
    check('schedule_weekday', sql`${t.weekday} between 0 and 6`),
    check('schedule_capacity', sql`${t.capacity} > 0`),
    uniqueIndex('experience_schedules_slot').on(t.experienceId, t.weekday, t.localTime),
  ],
);

// One dated occurrence of an experience. places_taken counts confirmed bookings and live holds.
export const experienceSessions = pgTable(
  'experience_sessions',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    placesTaken: integer('places_taken').notNull().default(0),
    status: text('status').notNull().default('open'),
    bookingCutoffMinutes: integer('booking_cutoff_minutes').notNull().default(0),
  },
  (t) => [
    check('session_status', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check('session_places', sql`${t.placesTaken} between 0 and ${t.capacity}`),
    check('session_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // The generator's key: two instances generating at once insert each session once.
    uniqueIndex('experience_sessions_start').on(t.experienceId, t.startsAt),
    index('experience_sessions_starts_at').on(t.startsAt),
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

// Places taken on a session for a few minutes while the traveller pays. lines: [{ categoryId, quantity }] with the
// prices quoted. status: active → confirmed (paid) | released | expired; leaving 'active' gives places back exactly once.
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
  },
  (t) => [
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
  (t) => [primaryKey({ columns: [t.bookingId, t.categoryId] }), check('booking_line_quantity', sql`${t.quantity} between 1 and 10`)],
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

// Accounts that check tickets in for a provider when signed in (the gate page without a key).
export const providerStaff = pgTable('provider_staff', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

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

// Exchange rates (docs/product/rules.md#money): how many `quote` one `base` buys on `as_of`, and where the figure came
// from. The rate is numeric(20, 10), an exact decimal: ten decimals keep the small side of a pair (0.021 USD per EGP) to
// eight significant digits, the integer part holds the large side (47.6 EGP per USD) if a pair is ever stored that way,
// and unlike parts-per-billion in an integer it needs no scale convention. Drizzle reads it as a string.
export const fxRates = pgTable(
  'fx_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.base, t.quote, t.asOf] }),
    check('fx_base_code', sql`${t.base} ~ '^[A-Z]{3}$'`),
    check('fx_quote_code', sql`${t.quote} ~ '^[A-Z]{3}$'`),
    check('fx_rate_positive', sql`${t.rate} > 0`),
  ],
);
