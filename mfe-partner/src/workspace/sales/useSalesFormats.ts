// How the sales and statement pages write amounts, days and rates: in the page's language and digits
// (@kemet/platform's preferences), amounts from the service's minor units in their own currency.
import { useMemo } from 'react';
import { formatMoney, minorDigitsOf } from '@kemet/ui';
import { useFormat, usePreferences } from '@kemet/platform';

export interface SalesFormats {
  direction: 'ltr' | 'rtl';
  /** 12345 USD minor units → "123.45$" / "١٢٣٫٤٥ $". */
  money(amountMinor: number, currency: string): string;
  /** A Cairo day "2026-03-10" → "10 March 2026". */
  day(date: string): string;
  /** A Cairo day, short, for the chart's axis: "10 Mar". */
  shortDay(date: string): string;
  number(value: number): string;
  /** 0.2 → "20%" / "٢٠٪". */
  percent(value: number): string;
  /** An instant in Cairo, short: "4 Nov 2026, 08:46". */
  dateTime(iso: string): string;
  /** "2026-03" → "March 2026". */
  month(month: string): string;
}

// Noon UTC of a Cairo day is that day in Cairo (UTC+2/+3): formatting it in Cairo time gives the day itself.
const noonOf = (date: string) => `${date}T12:00:00Z`;
// ICU's Arabic percent carries a letter mark (U+061C); the page's direction orders it already, as with amounts.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

export function useSalesFormats(): SalesFormats {
  const { language, digits, direction } = usePreferences();
  const format = useFormat();
  return useMemo(
    () => ({
      direction,
      money: (amountMinor, currency) =>
        formatMoney(amountMinor / 10 ** minorDigitsOf(currency), currency, {
          locale: language === 'ar' ? 'ar' : 'en',
          digits,
        }),
      day: (date) => format.date(noonOf(date)),
      shortDay: (date) => format.date(noonOf(date), { day: 'numeric', month: 'short' }),
      number: (value) => format.number(value),
      percent: (value) => format.number(value, { style: 'percent', maximumFractionDigits: 0 }).replace(BIDI_MARKS, ''),
      dateTime: (iso) =>
        `${format.date(iso, { day: 'numeric', month: 'short', year: 'numeric' })}${language === 'ar' ? '،' : ','} ${format.time(iso)}`,
      month: (month) => format.date(noonOf(`${month}-15`), { month: 'long', year: 'numeric' }),
    }),
    [language, digits, direction, format],
  );
}
