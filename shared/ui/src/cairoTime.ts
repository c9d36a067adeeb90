// Session times as the pages show them: always in Cairo time (docs/product/rules.md#sessions-and-ticket-categories),
// and, where the visitor's own zone differs, their time too. A zone's offset at an instant is @date-fns/tz's (Egypt
// keeps summer time); names of days and months are Intl's, as is every localized text (cairoFormatter). Only tzOffset
// is taken from the library: its formatting functions would add about 4 KB gzip to every page's first load.
import { tzOffset } from '@date-fns/tz';
import { runStepsInSeparateTasks } from './runStepsInSeparateTasks';

const CAIRO_TIME_ZONE = 'Africa/Cairo';
const MINUTE = 60_000;

/**
 * A Cairo-time Intl formatter, made on first use. A fresh page's first Intl formatter loads ICU's data (24–135 ms on
 * the bench's machine): made when a module loads, that cost lands in the page's start-up, whether it shows a time or
 * not.
 */
export function cairoFormatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat(locale, { timeZone: CAIRO_TIME_ZONE, ...options }));
}

/** The wall clock of an instant in a zone, as a Date whose UTC fields read it, and the zone's offset then. */
function wallClock(iso: string, zone: string): { wall: Date; offset: number } {
  const instant = new Date(iso);
  const offset = tzOffset(zone, instant);
  return { wall: new Date(instant.getTime() + offset * MINUTE), offset };
}

const dayOf = (wall: Date) => wall.toISOString().slice(0, 10);
const timeOf = (wall: Date) => wall.toISOString().slice(11, 16);

const dayFormat = cairoFormatter('en-GB', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' });

/** "Fri, 15 January 2027" in Cairo. */
export const formatCairoDate = (iso: string): string => dayFormat().format(new Date(iso));

/** "08:00" in Cairo (24-hour clock). */
export const formatCairoTime = (iso: string): string => timeOf(wallClock(iso, CAIRO_TIME_ZONE).wall);

/** "Fri, 15 January 2027 at 08:00" in Cairo. */
export const formatCairoDateTime = (iso: string): string => `${formatCairoDate(iso)} at ${formatCairoTime(iso)}`;

/** The Cairo calendar day of an instant, "2027-01-15": the days of GET /events/:id/availability. */
export const cairoDayOf = (iso: string): string => dayOf(wallClock(iso, CAIRO_TIME_ZONE).wall);

/**
 * An instant with Cairo's offset, as structured data writes it: "2026-12-01T17:00:00Z" → "2026-12-01T19:00:00+02:00".
 */
export function cairoIso(iso: string): string {
  const { wall, offset } = wallClock(iso, CAIRO_TIME_ZONE);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wall.toISOString().slice(0, 19)}${sign}${hours}:${minutes}`;
}

/** The visitor's own zone, as the browser reports it. */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Thu 14 Jan" in each zone that asks, made once per zone. */
const shortDayFormats = new Map<string, () => Intl.DateTimeFormat>();
function shortDayFormat(zone: string): () => Intl.DateTimeFormat {
  let format = shortDayFormats.get(zone);
  if (!format) {
    let made: Intl.DateTimeFormat | undefined;
    format = () =>
      (made ??= new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }));
    shortDayFormats.set(zone, format);
  }
  return format;
}

/**
 * "09:00 your time (Europe/Paris)" when the visitor's zone shows this instant at another wall-clock time than Cairo
 * does, with the day when that differs too; null when they match.
 */
export function formatVisitorTime(iso: string, zone: string = visitorTimeZone()): string | null {
  const theirs = wallClock(iso, zone).wall;
  const cairo = wallClock(iso, CAIRO_TIME_ZONE).wall;
  const sameDay = dayOf(theirs) === dayOf(cairo);
  if (timeOf(theirs) === timeOf(cairo) && sameDay) return null;
  const dayText = sameDay ? '' : `${shortDayFormat(zone)().format(new Date(iso))}, `;
  return `${dayText}${timeOf(theirs)} your time (${zone})`;
}

/**
 * Reads Cairo's and the visitor's offsets and makes the day's formatter, one a task, so that a page about to show a
 * session's times does not make their Intl formatters inside its render: each can take tens of milliseconds on a phone,
 * and a render cannot yield in the middle of one.
 */
export function warmSessionTimes(zone: string = visitorTimeZone()): void {
  const now = new Date();
  void runStepsInSeparateTasks([() => tzOffset(CAIRO_TIME_ZONE, now), () => tzOffset(zone, now), dayFormat]);
}
