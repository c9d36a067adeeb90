// Checkout's read of an experience's sessions (GET /events/:id/availability): the categories with their labels, prices
// and proofs for the steppers, and each session's time and places left. Under eventKeys.all, so a booking, a hold
// released or a cancellation makes it load again.
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from '@kemet/platform';
import { cairoDayOf } from '@kemet/ui';
import { eventsApi, type AvailabilityRange } from './eventsApi';

/** Tours have sessions for the next 90 days: the whole range, so a session a details page chose is always in it. */
const DAYS_AHEAD = 90;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function bookableRange(now: Date = new Date()): AvailabilityRange {
  const from = cairoDayOf(now.toISOString());
  return { from, to: addDays(from, DAYS_AHEAD) };
}

export const availabilityKey = (recordId: number, range: AvailabilityRange) => [...eventKeys.all, 'availability', recordId, range] as const;

/** recordId is null for a link that names no experience (nothing is asked). */
export function useAvailability(recordId: number | null) {
  const range = bookableRange();
  return useQuery({
    queryKey: availabilityKey(recordId ?? 0, range),
    queryFn: ({ signal }) => eventsApi.availability(recordId ?? 0, range, signal),
    enabled: recordId !== null,
  });
}
