// Checkout's read of an experience's sessions (GET /events/:id/availability): the categories with their labels, prices
// and proofs for the steppers, and each session's time and places left. Under eventKeys.all, so a booking, a hold
// released or a cancellation makes it load again.
import { useQuery } from '@tanstack/react-query';
import { eventKeys } from '@kemet/platform';
import { cairoDayOf } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { eventsApi, type AvailabilityRange } from './eventsApi';

/**
 * From the day of the experience's next bookable session (startsAt), which no bookable session precedes, over the 90
 * days tours have sessions for: a session a details page chose is always in it, also an event months ahead.
 */
const DAYS_AHEAD = 90;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function bookableRange(startsAt: string, now: Date = new Date()): AvailabilityRange {
  const today = cairoDayOf(now.toISOString());
  const next = cairoDayOf(startsAt);
  const from = next > today ? next : today;
  return { from, to: addDays(from, DAYS_AHEAD) };
}

export const availabilityKey = (recordId: number, range: AvailabilityRange) => [...eventKeys.all, 'availability', recordId, range] as const;

/** Asked once the experience is known (its startsAt anchors the range). */
export function useAvailability(experience: Pick<Experience, 'id' | 'startsAt'> | undefined) {
  const range = experience ? bookableRange(experience.startsAt) : null;
  return useQuery({
    queryKey: availabilityKey(experience?.id ?? 0, range ?? { from: '', to: '' }),
    queryFn: ({ signal }) => eventsApi.availability(experience?.id ?? 0, range!, signal),
    enabled: range !== null,
  });
}
