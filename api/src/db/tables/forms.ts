// What the site's forms send: contact messages, partner applications, newsletter subscriptions.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { providers } from './catalog.js';
import { createdAt } from './columns.js';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const partnerApplications = pgTable(
  'partner_applications',
  {
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
    // Operations decide once: pending → approved (a provider is created) or rejected (with the reason sent).
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('partner_application_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    index('partner_applications_status').on(t.status, t.id),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower').on(sql`lower(${t.email})`)],
);
