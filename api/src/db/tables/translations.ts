// Translations of the catalogue (docs/product/rules.md#languages): one row per (row, language), English stays in the
// rows themselves. A missing row or column means "show the English".
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { experiences, providers, ticketCategories } from './catalog.js';

/** A language tag the API can answer in, other than English: lower-case ISO 639-1 (ar). */
const languageCheck = (name: string, column: unknown) =>
  check(name, sql`${column} ~ '^[a-z]{2}$' and ${column} <> 'en'`);

export const experienceTranslations = pgTable(
  'experience_translations',
  {
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull(),
    // The experience's own place name, when it says more than its governorate's label (null: the governorate's).
    locationLabel: text('location_label'),
    meetingPoint: text('meeting_point'),
  },
  (t) => [
    primaryKey({ columns: [t.experienceId, t.language] }),
    languageCheck('experience_translation_language', t.language),
  ],
);

export const providerTranslations = pgTable(
  'provider_translations',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
    location: text('location'),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.language] }),
    languageCheck('provider_translation_language', t.language),
  ],
);

export const ticketCategoryTranslations = pgTable(
  'ticket_category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    languageCheck('ticket_category_translation_language', t.language),
  ],
);

// Governorates have no table of their own: experiences.location holds the English name, which stays the filter key.
export const governorateTranslations = pgTable(
  'governorate_translations',
  {
    name: text('name').notNull(),
    language: text('language').notNull(),
    label: text('label').notNull(),
    // The governorate's capital, for the meeting place of an experience that names none.
    capital: text('capital').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.language] }), languageCheck('governorate_translation_language', t.language)],
);
