// Cairo wall-clock time ↔ UTC instants, in one place (docs/product/rules.md#sessions-and-ticket-categories).
// Uses the platform's time-zone data through Intl (Node 24's ICU carries Egypt's daylight-saving rule since 2023).
import { CAIRO_TIME_ZONE } from '@kemet/contract';

const MINUTE = 60_000;
const DAY = 86_400_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: CAIRO_TIME_ZONE, timeZoneName: 'longOffset' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CAIRO_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Minutes Cairo is ahead of UTC at an instant: 120 (EET) or 180 (EEST). */
export function cairoOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The Cairo calendar day of an instant, "2026-10-29". */
export const cairoDateOf = (instant: Date): string => dayFormat.format(instant);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A calendar day "YYYY-MM-DD" as midnight UTC, for day arithmetic that no time zone disturbs. */
function dayStart(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`Not a calendar date: ${date}`);
  return ms;
}

export const isCalendarDate = (date: string): boolean => {
  try {
    dayStart(date);
    return true;
  } catch {
    return false;
  }
};

export const addDays = (date: string, days: number): string => new Date(dayStart(date) + days * DAY).toISOString().slice(0, 10);

/** Days from one calendar date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dayStart(to) - dayStart(from)) / DAY);

/** 0 = Sunday … 6 = Saturday, like Date.getDay() and Postgres' extract(dow). */
export const weekdayOf = (date: string): number => new Date(dayStart(date)).getUTCDay();

/**
 * The instant a Cairo wall-clock date and time ("2026-04-24", "08:00") names. On the two switch days:
 * - a time in the spring gap (24 April 2026, 00:00-00:59 does not exist) moves forward by the gap: 00:30 → 01:30 EEST;
 * - a time that happens twice (29 October 2026, 23:00-23:59) is its first occurrence, in summer time (EEST).
 * These are Temporal's "compatible" choices, the ones most calendars make.
 */
export function cairoToUtc(date: string, time: string): Date {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`Not a time of day: ${time}`);
  const wallAsUtc = dayStart(date) + (Number(match[1]) * 60 + Number(match[2])) * MINUTE + Number(match[3] ?? 0) * 1000;
  // The offsets in force a day either side cover both sides of any switch near this time.
  const before = cairoOffsetMinutes(new Date(wallAsUtc - DAY));
  const after = cairoOffsetMinutes(new Date(wallAsUtc + DAY));
  const candidates = [...new Set([before, after])]
    .map((offset) => wallAsUtc - offset * MINUTE)
    .filter((instant) => cairoOffsetMinutes(new Date(instant)) * MINUTE === wallAsUtc - instant)
    .sort((a, b) => a - b);
  // No candidate: the time falls in the gap; read it with the offset before the switch, which lands past it.
  return new Date(candidates[0] ?? wallAsUtc - before * MINUTE);
}
