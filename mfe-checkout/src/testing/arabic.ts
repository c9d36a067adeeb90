// Test helpers of the Arabic tests: a query client that already has the day's rates (so `shown` converts), and the
// page's own date formats to compare with.
import { formatFor, moneyKeys, preferences } from '@kemet/platform';
import { createQueryClient } from '@kemet/platform/query';
import type { FxRates } from '@kemet/contract';

/** One EGP buys 0.02 USD and 0.019 EUR: 50 $ is about 2,500 EGP. */
export const RATES: FxRates = {
  base: 'EGP',
  asOf: '2026-11-20',
  source: 'test rates',
  rates: { EGP: 1, USD: 0.02, EUR: 0.019 },
};

export function clientWithRates() {
  const client = createQueryClient();
  client.setQueryData(moneyKeys.fxRates, RATES);
  return client;
}

/** The page's formats in its current language and digits. */
export const pageFormat = () => formatFor(preferences.getState().locale);

/** An amount as the pages write it among Arabic words: isolated right-to-left (U+2067…U+2069). */
export const isolated = (text: string) => `\u2067${text}\u2069`;
