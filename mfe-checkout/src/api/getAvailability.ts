// Checkout's read of an experience's sessions, through the shared query options: the days a traveller may book.
import { useQuery } from '@tanstack/react-query';
import { useNow } from '@kemet/platform';
import { experienceAvailabilityQuery, type DayRange } from '@kemet/platform/query';
import { cairoDayOf } from '@kemet/ui';
import type { Experience } from '@kemet/contract';

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

export function bookableRange(startsAt: string | undefined, now: Date = new Date()): DayRange {
  const today = cairoDayOf(now.toISOString());
  const soon = { from: today, to: addDays(today, DAYS_AHEAD) };
  const next = startsAt ? cairoDayOf(startsAt) : today;
  return next > soon.to ? { from: next, to: addDays(next, DAYS_AHEAD) } : soon;
}

/** The sessions the page offers, counted from `now` (the server's render time while the page renders and hydrates). */
export const availabilityQuery = (recordId: number, startsAt: string | undefined, now: number) =>
  experienceAvailabilityQuery(recordId, bookableRange(startsAt, new Date(now)));

/** recordId is null for a link that names no experience (nothing is asked); experience is undefined until loaded. */
export function useAvailability(recordId: number | null, experience: Pick<Experience, 'startsAt'> | undefined) {
  return useQuery({ ...availabilityQuery(recordId ?? 0, experience?.startsAt, useNow()), enabled: recordId !== null });
}
