// Session times as the pages show them: always in Cairo time (docs/product/rules.md#sessions-and-ticket-categories),
// and, where the visitor's own zone differs, their time too.
import { oneATask } from './oneATask';

const CAIRO = 'Africa/Cairo';

/**
 * A formatter in a time zone, made on first use. A fresh page's first Intl formatter loads ICU's data (24–135 ms on the
 * bench's machine): made when a module loads, that cost lands in the page's start-up, whether it shows a time or not.
 */
function zonedFormatter(timeZone: string, locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone, ...options }));
}

/** A Cairo-time formatter, made on first use. */
export const cairoFormatter = (locale: string, options: Intl.DateTimeFormatOptions) => zonedFormatter(CAIRO, locale, options);

const dayFormat = cairoFormatter('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = cairoFormatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const isoDayFormat = cairoFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** "Fri, 15 January 2027" in Cairo. */
export const formatCairoDate = (iso: string): string => dayFormat().format(new Date(iso));

/** "08:00" in Cairo (24-hour clock). */
export const formatCairoTime = (iso: string): string => timeFormat().format(new Date(iso));

/** "Fri, 15 January 2027 at 08:00" in Cairo. */
export const formatCairoDateTime = (iso: string): string => `${formatCairoDate(iso)} at ${formatCairoTime(iso)}`;

/** The Cairo calendar day of an instant, "2027-01-15": the days of GET /events/:id/availability. */
export const cairoDayOf = (iso: string): string => isoDayFormat().format(new Date(iso));

/** The visitor's own zone, as the browser reports it. */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The visitor's zone's formatters, made once per zone (a page asks again at each render). */
const visitorFormats = new Map<string, { time: () => Intl.DateTimeFormat; day: () => Intl.DateTimeFormat; shortDay: () => Intl.DateTimeFormat }>();
function visitorFormatsIn(zone: string) {
  let formats = visitorFormats.get(zone);
  if (!formats) {
    formats = {
      time: zonedFormatter(zone, 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      day: zonedFormatter(zone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }),
      shortDay: zonedFormatter(zone, 'en-GB', { weekday: 'short', day: 'numeric', month: 'short' }),
    };
    visitorFormats.set(zone, formats);
  }
  return formats;
}

/**
 * "09:00 your time (Europe/Paris)" when the visitor's zone shows this instant at another wall-clock time than Cairo
 * does, with the day when that differs too; null when they match.
 */
export function formatVisitorTime(iso: string, zone: string = visitorTimeZone()): string | null {
  const date = new Date(iso);
  const formats = visitorFormatsIn(zone);
  const time = formats.time().format(date);
  const day = formats.day().format(date);
  if (time === formatCairoTime(iso) && day === cairoDayOf(iso)) return null;
  const dayText = day === cairoDayOf(iso) ? '' : `${formats.shortDay().format(date)}, `;
  return `${dayText}${time} your time (${zone})`;
}

/**
 * Makes the formatters a session's times need (Cairo's and the visitor's), one a task, so that a page about to show
 * them does not make them inside its render: each can take tens of milliseconds on a phone, and a render cannot yield
 * in the middle of one.
 */
export function warmSessionTimes(zone: string = visitorTimeZone()): void {
  const formats = visitorFormatsIn(zone);
  void oneATask([isoDayFormat, timeFormat, dayFormat, formats.time, formats.day]);
}
