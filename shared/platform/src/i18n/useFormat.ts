// Numbers, dates and times in the page's language and digits; times always in Cairo time
// (docs/product/rules.md#sessions-and-ticket-categories).
import { useMemo } from 'react';
import { usePreferences } from './usePreferences';

const CAIRO = 'Africa/Cairo';

export interface Format {
  locale: string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** "15 January 2027" / "١٥ يناير ٢٠٢٧". */
  date(iso: string, options?: Intl.DateTimeFormatOptions): string;
  /** "Fri, 15 January 2027" in Cairo. */
  day(iso: string): string;
  /** "08:00" in Cairo, 24-hour clock. */
  time(iso: string): string;
  /** A day and a time in Cairo. */
  dateTime(iso: string): string;
}

export function formatFor(locale: string): Format {
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: CAIRO, weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const timeFormat = new Intl.DateTimeFormat(locale, { timeZone: CAIRO, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dateFormat = new Intl.DateTimeFormat(locale, { timeZone: CAIRO, day: 'numeric', month: 'long', year: 'numeric' });
  const day = (iso: string) => dayFormat.format(new Date(iso));
  const time = (iso: string) => timeFormat.format(new Date(iso));
  return {
    locale,
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (iso, options) => (options ? new Intl.DateTimeFormat(locale, { timeZone: CAIRO, ...options }) : dateFormat).format(new Date(iso)),
    day,
    time,
    dateTime: (iso) => (locale.startsWith('ar') ? `${day(iso)}، ${time(iso)}` : `${day(iso)} at ${time(iso)}`),
  };
}

export function useFormat(): Format {
  const { locale } = usePreferences();
  return useMemo(() => formatFor(locale), [locale]);
}
