// The search's range of Cairo days ("2027-03-03"), as the form's `from` and `to` carry them ('' when not chosen).
import { SEARCH_MAX_DAYS } from '@kemet/contract';
import { dateOfDayKey, dayKeyOf } from '@kemet/ui';

export interface DayRange {
  from: string;
  to: string;
}

/**
 * A click on a day: the first click (or one after a whole range, or before the first day) starts a range, the next one
 * ends it, the same day included.
 */
export function nextRange(range: DayRange, day: string): DayRange {
  if (!range.from || range.to || day < range.from) return { from: day, to: '' };
  return { from: range.from, to: day };
}

/** The last day a range from `from` may end on: the search answers 400 past it. */
export function lastDayFrom(from: string): string {
  const first = dateOfDayKey(from);
  return dayKeyOf(new Date(first.getFullYear(), first.getMonth(), first.getDate() + SEARCH_MAX_DAYS));
}
