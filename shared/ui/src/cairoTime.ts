// Session times as the pages show them: always in Cairo time (docs/product/rules.md#sessions-and-ticket-categories),
// and, where the visitor's own zone differs, their time too.
const CAIRO = 'Africa/Cairo';

/**
 * A Cairo-time formatter, made on first use. A fresh page's first Intl formatter loads ICU's data (24–135 ms on the
 * bench's machine): made when a module loads, that cost lands in the page's start-up, whether it shows a time or not.
 */
export function cairoFormatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: CAIRO, ...options }));
}

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

/**
 * "09:00 your time (Europe/Paris)" when the visitor's zone shows this instant at another wall-clock time than Cairo
 * does, with the day when that differs too; null when they match.
 */
export function formatVisitorTime(iso: string, zone: string = visitorTimeZone()): string | null {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  if (time === formatCairoTime(iso) && day === cairoDayOf(iso)) return null;
  const dayText =
    day === cairoDayOf(iso)
      ? ''
      : `${new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(date)}, `;
  return `${dayText}${time} your time (${zone})`;
}
