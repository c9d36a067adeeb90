// The seed's exchange rates: EGP-based, dated and marked as indicative seed figures, written into an empty fx_rates
// table only (a real feed's rows are never overwritten).
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fxRates } from '../db/schema.js';

export const SEED_FX_DATE = '2026-11-20';
export const SEED_FX_SOURCE = `Kemet seed, indicative rates of ${SEED_FX_DATE}`;
/** Egyptian pounds one unit of the quote currency costs, late 2026; stored the other way round (quote per EGP). */
const EGP_PER_UNIT = { USD: 47.6, EUR: 55 } as const;

/** 1 / egpPerUnit to ten decimals, the column's scale, as the exact decimal string the numeric column stores. */
const quotePerEgp = (egpPerUnit: number) => (1 / egpPerUnit).toFixed(10);

export const seedFxRows = Object.entries(EGP_PER_UNIT).map(([quote, egpPerUnit]) => ({
  base: 'EGP',
  quote,
  rate: quotePerEgp(egpPerUnit),
  asOf: SEED_FX_DATE,
  source: SEED_FX_SOURCE,
}));

export async function seedFxRatesIfEmpty(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(fxRates);
  if (n > 0) return false;
  await db.insert(fxRates).values(seedFxRows).onConflictDoNothing();
  return true;
}
