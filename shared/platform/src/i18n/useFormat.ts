// Numbers, dates and times in the page's language and digits; times always in Cairo time
// (docs/product/rules.md#sessions-and-ticket-categories).
import { cairoFormatter, runStepsInSeparateTasks } from '@kemet/ui';
import { usePreferences } from './usePreferences';

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

const formats = new Map<string, Format>();

/** One Format per locale, shared by every part that asks, its formatters made on first use (cairoFormatter). */
export function formatFor(locale: string): Format {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = makeFormat(locale)));
  return format;
}

/**
 * Makes a locale's Cairo day and time formatters and its number data before hydration, one a task: the load of ICU's
 * data that a page's first Intl formatter brings (see cairoFormatter in @kemet/ui) is then neither part of hydration's
 * long task nor one long task of its own (a day and a time formatter together took 62 ms on a 4× slowed phone).
 */
export function warmFormats(locale: string): Promise<void> {
  const format = formatFor(locale);
  const instant = new Date(0).toISOString();
  return runStepsInSeparateTasks([() => format.day(instant), () => format.time(instant), () => format.number(0)]);
}

function makeFormat(locale: string): Format {
  const dayFormat = cairoFormatter(locale, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
  const timeFormat = cairoFormatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const dateFormat = cairoFormatter(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const day = (iso: string) => dayFormat().format(new Date(iso));
  const time = (iso: string) => timeFormat().format(new Date(iso));
  return {
    locale,
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (iso, options) => (options ? cairoFormatter(locale, options) : dateFormat)().format(new Date(iso)),
    day,
    time,
    dateTime: (iso) => (locale.startsWith('ar') ? `${day(iso)}، ${time(iso)}` : `${day(iso)} at ${time(iso)}`),
  };
}

export function useFormat(): Format {
  const { locale } = usePreferences();
  return formatFor(locale);
}
