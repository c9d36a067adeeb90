// Cairo wall-clock time ↔ UTC instants, in one place (docs/product/rules.md#sessions-and-ticket-categories), on
// @date-fns/tz: its zone data is the platform's, through Intl (Node 24's ICU carries Egypt's daylight-saving rule).
import { TZDate, tzOffset } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { CAIRO_TIME_ZONE } from '@kemet/contract';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Minutes Cairo is ahead of UTC at an instant: 120 (EET) or 180 (EEST). */
export const cairoOffsetMinutes = (instant: Date): number => tzOffset(CAIRO_TIME_ZONE, instant);

/** The Cairo calendar day of an instant, "2026-10-29". */
export const cairoDateOf = (instant: Date): string => format(new TZDate(instant, CAIRO_TIME_ZONE), 'yyyy-MM-dd');

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

export const addDays = (date: string, days: number): string =>
  new Date(dayStart(date) + days * DAY).toISOString().slice(0, 10);

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
  const day = new Date(dayStart(date));
  const wall = [
    day.getUTCFullYear(),
    day.getUTCMonth(),
    day.getUTCDate(),
    Number(match[1]),
    Number(match[2]),
    Number(match[3] ?? 0),
  ] as const;
  // TZDate moves a time in the gap forward and reads a repeated time as its second occurrence.
  const named = new TZDate(...wall, CAIRO_TIME_ZONE).getTime();
  const fallBack = cairoOffsetMinutes(new Date(named - DAY)) - cairoOffsetMinutes(new Date(named));
  const first = named - fallBack * MINUTE;
  return new Date(fallBack > 0 && wallClock(first) === wallClock(named) ? first : named);
}

const wallClock = (instant: number) => format(new TZDate(instant, CAIRO_TIME_ZONE), 'yyyy-MM-dd HH:mm:ss');
