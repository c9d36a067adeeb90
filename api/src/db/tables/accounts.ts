// Accounts: travellers, their server sessions, password reset links and the outbox of mail Kemet would send.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

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
