// Reviews written by travellers whose ticket was checked in at the gate (docs/product/reviews.md): one per booking,
// the partner's one public reply, helpful votes and reports, and operations' hiding with its reason.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';
import { bookings } from './bookings.js';
import { experiences } from './catalog.js';

const score = (name: string) => smallint(name).notNull();

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    overall: score('overall'),
    guide: score('guide'),
    organisation: score('organisation'),
    value: score('value'),
    language: text('language').notNull(),
    // Plain text as written: the pages render it as text, never as HTML.
    body: text('body').notNull(),
    // Kept with the row so "most helpful" sorts from an index; one vote per (review, user) in review_votes.
    helpfulCount: integer('helpful_count').notNull().default(0),
    replyBody: text('reply_body'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    replyUserId: integer('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // Operations' last decision on the review: only reports after it ask for another look.
    reportsHandledAt: timestamp('reports_handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'review_scores',
      sql`${t.overall} between 1 and 5 and ${t.guide} between 1 and 5 and ${t.organisation} between 1 and 5 and ${t.value} between 1 and 5`,
    ),
    check('review_language', sql`${t.language} in ('en', 'ar')`),
    index('reviews_experience_created').on(t.experienceId, t.createdAt),
    index('reviews_experience_helpful').on(t.experienceId, t.helpfulCount),
    index('reviews_user').on(t.userId),
  ],
);

export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

// One report per (review, user); operations see the reviews with open reports.
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
