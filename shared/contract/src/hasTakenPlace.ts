// Whether an experience's start has passed: it can no longer be booked (the API refuses it with 409 EVENT_PAST).
import type { Experience } from './types';

export function hasTakenPlace(experience: Pick<Experience, 'startsAt'>, now: number = Date.now()): boolean {
  return Date.parse(experience.startsAt) <= now;
}
