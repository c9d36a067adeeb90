// Money: exchange rates against the Egyptian pound, dated, with their source.
import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

// Exchange rates (docs/product/rules.md#money): how many `quote` one `base` buys on `as_of`, and where the figure came
// from. The rate is numeric(20, 10), an exact decimal: ten decimals keep the small side of a pair (0.021 USD per EGP)
// to eight significant digits, the integer part holds the large side (47.6 EGP per USD) if a pair is ever stored that
// way, and unlike parts-per-billion in an integer it needs no scale convention. Drizzle reads it as a string.
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
