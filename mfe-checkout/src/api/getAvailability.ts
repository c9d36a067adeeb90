// Checkout's read of an experience's sessions (GET /events/:id/availability): the categories with their labels, prices
// and proofs for the steppers, and each session's time and places left. Under eventKeys.all, so a booking, a hold
// released or a cancellation makes it load again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventKeys, useNow } from '@kemet/platform';
import { cairoDayOf } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { eventsApi, type AvailabilityRange } from './eventsApi';

/**
 * Today (Cairo) over the 90 days tours have sessions for, asked at once beside the experience, so a session a details
 * page chose is in it. An event further ahead (startsAt, its next bookable session, beyond that) is asked from its own
 * day once the experience is known.
 */
const DAYS_AHEAD = 90;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function bookableRange(startsAt: string | undefined, now: Date = new Date()): AvailabilityRange {
  const today = cairoDayOf(now.toISOString());
  const soon = { from: today, to: addDays(today, DAYS_AHEAD) };
  const next = startsAt ? cairoDayOf(startsAt) : today;
  return next > soon.to ? { from: next, to: addDays(next, DAYS_AHEAD) } : soon;
}

export const availabilityKey = (recordId: number, range: AvailabilityRange) => [...eventKeys.all, 'availability', recordId, range] as const;

/** The sessions the page offers, counted from `now` (the server's render time while the page renders and hydrates). */
export const availabilityQuery = (recordId: number, startsAt: string | undefined, now: number) => {
  const range = bookableRange(startsAt, new Date(now));
  return queryOptions({ queryKey: availabilityKey(recordId, range), queryFn: ({ signal }) => eventsApi.availability(recordId, range, signal) });
};

/** recordId is null for a link that names no experience (nothing is asked); experience is undefined until loaded. */
export function useAvailability(recordId: number | null, experience: Pick<Experience, 'startsAt'> | undefined) {
  return useQuery({ ...availabilityQuery(recordId ?? 0, experience?.startsAt, useNow()), enabled: recordId !== null });
}
