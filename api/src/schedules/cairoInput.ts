// A partner's Cairo wall-clock input → an instant, or the field's refusal (docs/product/partners.md#schedules-and-sessions):
// a day that does not exist (30 February), a time in the spring gap (Cairo's clocks jump from 00:00 to 01:00 on the last
// Friday of April, so 00:30 that day names no instant), and a day or time already past are refused, never moved.
import { messages, SESSION_MAX_DAYS_AHEAD } from '@kemet/contract';
import { CHECK_FIELDS, ApiError } from '../http/errors.js';
import { addDays, cairoDateOf, cairoToUtc, daysBetween, isCalendarDate } from '../sessions/cairoTime.js';

export const fieldError = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION', CHECK_FIELDS, { [field]: message });

/** A calendar day "YYYY-MM-DD" that exists; `notBefore` (a Cairo day) refuses earlier days. */
export function cairoDay(field: string, date: string, notBefore?: string): string {
  if (!isCalendarDate(date)) throw fieldError(field, messages.dateInvalid);
  if (notBefore !== undefined && date < notBefore) throw fieldError(field, messages.dateInPast);
  return date;
}

/** True when the wall-clock time names no instant that day: Cairo's clocks skipped it. */
export function inSpringGap(date: string, time: string): boolean {
  const instant = cairoToUtc(date, time);
  const wall = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
  return wall.replace(',', '') !== `${date} ${time}`;
}

/** The future instant a Cairo date and time name, for a new session starting then. */
export function futureSessionStart(date: string, time: string, now = new Date()): Date {
  const today = cairoDateOf(now);
  cairoDay('date', date, today);
  if (daysBetween(today, date) > SESSION_MAX_DAYS_AHEAD) throw fieldError('date', messages.dateTooFar);
  if (inSpringGap(date, time)) throw fieldError('time', messages.timeInDstGap);
  const startsAt = cairoToUtc(date, time);
  if (startsAt <= now) throw fieldError('time', messages.sessionInPast);
  return startsAt;
}

/** The instants a closure of Cairo days [from, to] covers: from its first midnight to the midnight after its last day. */
export const closureSpan = (from: string, to: string) => ({
  start: cairoToUtc(from, '00:00'),
  end: cairoToUtc(addDays(to, 1), '00:00'),
});
