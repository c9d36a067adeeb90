// Helpers for the Arabic tests: a query client holding the day's rates, so prices convert as on the site.
import { moneyKeys } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import type { FxRates } from '@kemet/contract';

/** One EGP buys 0.02 USD (1 USD = 50 EGP) and 0.0185 EUR. */
export const TEST_RATES: FxRates = {
  base: 'EGP',
  asOf: '2026-11-20',
  source: 'test rates',
  rates: { EGP: 1, USD: 0.02, EUR: 0.0185 },
};

export function clientWithRates() {
  const client = createQueryClient();
  client.setQueryData(moneyKeys.fxRates, TEST_RATES);
  return client;
}
