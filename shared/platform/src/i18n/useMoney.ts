// Prices for display (docs/product/rules.md#money). `charged` is an amount in its own currency, as it is charged;
// `shown` is a price in the currency the traveller picked: the same as `charged` when the currencies agree, otherwise
// converted with the day's rates and marked "≈". Until the rates arrive (or if they cannot), prices show as charged.
// In Arabic each amount is isolated (U+2068…U+2069): inside right-to-left words "١١٧ $" would otherwise read "$US ١١٧".
import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FxRates } from '@kemet/contract';
import { convert, formatApproximate, formatMoney, type MoneyFormatOptions } from '@kemet/ui';
// Part of @kemet/platform/query: the page's stores are reached by package name, so they are the singleton's.
import { apiRequest, moneyKeys, usePreferences, type DisplayCurrency } from '@kemet/platform';

const RATES_STALE_MS = 60 * 60 * 1000;

export const fxRatesQuery = () =>
  queryOptions({
    queryKey: moneyKeys.fxRates,
    queryFn: ({ signal }) => apiRequest<FxRates>('/fx-rates', { signal }),
    staleTime: RATES_STALE_MS,
  });

export interface Money {
  /** The currency prices are shown in. */
  currency: DisplayCurrency;
  charged(amount: number, currency: string): string;
  shown(amount: number, currency: string): string;
}

export function useMoney(): Money {
  const { language, digits, currency } = usePreferences();
  const rates = useQuery(fxRatesQuery()).data;
  return useMemo(() => {
    const options: MoneyFormatOptions = { locale: language, digits };
    const isolated = (text: string) => (language === 'ar' ? `\u2067${text}\u2069` : text);
    const charged = (amount: number, from: string) => isolated(formatMoney(amount, from, options));
    const shown = (amount: number, from: string) => {
      if (from === currency || !rates) return charged(amount, from);
      // Nothing is nothing in every currency: no estimate to mark (an infant on a lap).
      if (amount === 0) return charged(0, currency);
      try {
        return isolated(formatApproximate(convert(amount, from, currency, rates), currency, options));
      } catch {
        return charged(amount, from);
      }
    };
    return { currency, charged, shown };
  }, [language, digits, currency, rates]);
}
