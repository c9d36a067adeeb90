// The periods a partner reads their sales and statements for (docs/product/partners.md#sales): one rule for the pages'
// GET forms and the data service. Days are Cairo calendar days "YYYY-MM-DD", months "YYYY-MM"; both ends included.
import { messages } from './messages';

/** The longest range of days one sales request covers: a leap year. */
export const SALES_MAX_DAYS = 366;
/** The range the sales page shows when none is asked for: the last 30 days, today included. */
export const SALES_DEFAULT_DAYS = 30;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Midnight UTC of a calendar day, or null when the text is not a real date (2026-02-30 is none). */
export function calendarDay(date: string): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

export const shiftDay = (date: string, days: number): string =>
  new Date((calendarDay(date) ?? NaN) + days * DAY_MS).toISOString().slice(0, 10);

/** The field problems of a sales range, by field name; empty when it may be asked for. */
export function salesRangeProblems(from: string, to: string): Partial<Record<'from' | 'to', string>> {
  const start = calendarDay(from);
  const end = calendarDay(to);
  // The year 10000 is no date: the day after `to` must be one, as the service searches up to it.
  const problems: Partial<Record<'from' | 'to', string>> = {};
  if (start === null) problems.from = messages.dateInvalid;
  if (end === null || calendarDay(shiftDay(to, 1)) === null) problems.to = messages.dateInvalid;
  if (start === null || end === null || problems.to) return problems;
  if (end < start) return { to: messages.rangeBackwards };
  if ((end - start) / DAY_MS + 1 > SALES_MAX_DAYS) return { to: messages.rangeTooLong };
  return {};
}

export interface SalesRange {
  from: string;
  to: string;
  problems: Partial<Record<'from' | 'to', string>>;
}

/**
 * The range asked for: `to` (default today in Cairo) and `from` (default the 30 days up to `to`), with their problems. A
 * first day nobody sent has no problem of its own: only `to` is named then.
 */
export function salesRangeOf(sent: { from?: string | null; to?: string | null }, today: string): SalesRange {
  const to = sent.to ?? today;
  const from = sent.from ?? (calendarDay(to) === null ? to : shiftDay(to, 1 - SALES_DEFAULT_DAYS));
  const { from: fromProblem, ...problems } = salesRangeProblems(from, to);
  return { from, to, problems: fromProblem && sent.from != null ? { ...problems, from: fromProblem } : problems };
}

/** The problem of a statement month, given the current Cairo month; null when it may be asked for. */
export function statementMonthProblem(month: string, currentMonth: string): string | null {
  const match = MONTH.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12 || Number(match[1]) < 1970) return messages.monthInvalid;
  return month > currentMonth ? messages.monthInFuture : null;
}
