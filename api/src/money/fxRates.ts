// Reads fx_rates into the API's answer: the newest rate of each quote currency against EGP.
import type { FxRates } from '@kemet/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { fxRates } from '../db/schema.js';

export const FX_BASE = 'EGP';

export async function newestFxRates(db: Db): Promise<FxRates> {
  const rows = await db
    .selectDistinctOn([fxRates.quote], {
      quote: fxRates.quote,
      rate: fxRates.rate,
      asOf: fxRates.asOf,
      source: fxRates.source,
    })
    .from(fxRates)
    .where(eq(fxRates.base, FX_BASE))
    .orderBy(asc(fxRates.quote), desc(fxRates.asOf));
  const rates: Record<string, number> = { [FX_BASE]: 1 };
  for (const row of rows) rates[row.quote] = Number(row.rate);
  // One date for the set: the oldest of the newest, so no rate is presented as more recent than it is.
  const dates = rows.map((r) => r.asOf).sort();
  const sources = [...new Set(rows.map((r) => r.source))];
  return { base: FX_BASE, asOf: dates[0] ?? todayUtc(), source: sources.join('; ') || 'No rates stored', rates };
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
