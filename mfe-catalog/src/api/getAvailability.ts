// Catalog's query of an experience's sessions for the booking panel's calendar: the month it shows, a week either side
// (the days of the neighbouring months it shows too), by record id.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys } from '@kemet/platform';
import { eventsApi } from './eventsApi';
import { dayKeyOf } from '../bookingPanel/calendarDays';

const WINDOW_MARGIN_DAYS = 7;

/** The days asked for while the calendar shows `month` (any date in it). */
export function availabilityWindow(month: Date): { from: string; to: string } {
  const from = new Date(month.getFullYear(), month.getMonth(), 1 - WINDOW_MARGIN_DAYS);
  const to = new Date(month.getFullYear(), month.getMonth() + 1, WINDOW_MARGIN_DAYS);
  return { from: dayKeyOf(from), to: dayKeyOf(to) };
}

export const availabilityQuery = (recordId: number, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: eventKeys.availability(recordId, range),
    queryFn: ({ signal }) => eventsApi.availability(recordId, range, signal),
  });

/** The previous month's answer stays while the next loads (the categories and the chosen day do not blink). */
export const useAvailability = (recordId: number, month: Date) =>
  useQuery({ ...availabilityQuery(recordId, availabilityWindow(month)), placeholderData: keepPreviousData });
