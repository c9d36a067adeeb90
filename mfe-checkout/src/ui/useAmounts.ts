// Money as the checkout shows it: `useMoney()`'s texts, each isolated in Arabic (U+2068…U+2069) so "١١٧ US$" keeps its
// order inside right-to-left words instead of reading "$US ١١٧". English texts are useMoney()'s unchanged.
import { useMemo } from 'react';
import { useMoney, usePreferences, type Money } from '@kemet/platform';
import { isolate } from './isolate';

export function useAmounts(): Money {
  const money = useMoney();
  const { language } = usePreferences();
  return useMemo(
    () => ({
      currency: money.currency,
      charged: (amount: number, currency: string) => isolate(money.charged(amount, currency), language),
      shown: (amount: number, currency: string) => isolate(money.shown(amount, currency), language),
    }),
    [money, language],
  );
}
