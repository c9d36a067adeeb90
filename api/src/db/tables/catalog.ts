// The catalogue: providers, experiences, their ticket categories, tours' weekly schedules and dated sessions.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
    // The languages its guides speak (ISO 639-1, @kemet/contract GUIDE_LANGUAGES), the search's language filter.
    guideLanguages: text('guide_languages')
      .array()
      .notNull()
      .default(sql`'{ar,en}'::text[]`),
    createdAt: createdAt(),
    // When the experience's content last changed (the sitemap's lastmod): a trigger moves it on every change of the
    // row or of its translations (migration 0008).
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // lower(name + description + location + provider name), written with the row; trigram-indexed for ?q=.
    searchText: text('search_text').notNull(),
    // A partner's listing (docs/product/partners.md#listings): travellers only ever see published ones. The version
    // moves on every save (the editor's ETag / If-Match); the reason is operations' last refusal.
    status: text('status').notNull().default('published'),
    version: integer('version').notNull().default(1),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    check('sale_per_mille', sql`${t.sale} between 0 and 1000`),
    check('featured_kind', sql`${t.featured} is null or ${t.featured} in ('event', 'tour')`),
    check('experience_kind', sql`${t.kind} in ('event', 'tour')`),
    check('free_cancellation_hours_non_negative', sql`${t.freeCancellationHours} >= 0`),
    check('experience_status', sql`${t.status} in ('draft', 'in_review', 'published')`),
    index('experiences_provider_status').on(t.providerId, t.status),
    index('experiences_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('experiences_location').on(t.location),
    index('experiences_created_at').on(t.createdAt),
    index('experiences_guide_languages').using('gin', t.guideLanguages),
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
    // 'rule': generated from the weekly schedule (regenerating may drop it while unsold); 'one_off': any other, such
    // as an event's date or a partner's added session.
    origin: text('origin').notNull().default('one_off'),
    // Why the partner cancelled it (a closure's reason or their own), shown to the travellers it affected.
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    check('session_origin', sql`${t.origin} in ('rule', 'one_off')`),
    check('session_status', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check('session_places', sql`${t.placesTaken} between 0 and ${t.capacity}`),
    check('session_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    // The generator's key: two instances generating at once insert each session once.
    uniqueIndex('experience_sessions_start').on(t.experienceId, t.startsAt),
    index('experience_sessions_starts_at').on(t.startsAt),
  ],
);

// A closure: Cairo calendar days (inclusive) when an experience does not run, with the reason travellers are told
// (a feast day, a Nile level warning). Its sessions are cancelled when it is added, and none is generated in it after.
export const experienceClosures = pgTable(
  'experience_closures',
  {
    id: serial('id').primaryKey(),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('closure_range', sql`${t.endsOn} >= ${t.startsOn}`),
    index('experience_closures_experience').on(t.experienceId, t.startsOn),
  ],
);
