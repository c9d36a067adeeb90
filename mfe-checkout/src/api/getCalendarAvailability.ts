// The buy box's read of an experience's sessions for its calendar: the month it shows, a week either side
// (the days of the neighbouring months it shows too), by record id.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { experienceAvailabilityQuery } from '@kemet/platform/query';
import { dayKeyOf } from '@kemet/ui';

const WINDOW_MARGIN_DAYS = 7;

/** The days asked for while the calendar shows `month` (any date in it). */
export function availabilityWindow(month: Date): { from: string; to: string } {
  const from = new Date(month.getFullYear(), month.getMonth(), 1 - WINDOW_MARGIN_DAYS);
  const to = new Date(month.getFullYear(), month.getMonth() + 1, WINDOW_MARGIN_DAYS);
  return { from: dayKeyOf(from), to: dayKeyOf(to) };
}

/** The previous month's answer stays while the next loads (the categories and the chosen day do not blink). */
export const useCalendarAvailability = (recordId: number, month: Date) =>
  useQuery({ ...experienceAvailabilityQuery(recordId, availabilityWindow(month)), placeholderData: keepPreviousData });
