// Checkout's read of the experience being bought. Same key and same data as catalog's details page (the API's answer to
// GET /events/:id), so coming from the details page it is already in the cache and nothing is asked again; the
// server's render of the payment page fills it too (payment/paymentServerHooks.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, eventKeys } from '@kemet/platform';
import { recordIdFromEventId } from '@kemet/ui';
import { eventsApi } from './eventsApi';

/** The record id of the URL's eventId (a position in the list: digits only), or null for a link that names none. */
export function recordIdOf(eventId: string | undefined): number | null {
  return eventId !== undefined && /^\d+$/.test(eventId) ? recordIdFromEventId(eventId) : null;
}

export const experienceQuery = (recordId: number) =>
  queryOptions({ queryKey: eventKeys.detail(recordId), queryFn: ({ signal }) => eventsApi.get(recordId, signal) });

/** The API does not know the experience (or refuses its id). */
export const isMissingExperience = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** recordId is null for a link that names no experience (nothing is asked). */
export function useExperienceToBook(recordId: number | null) {
  const query = useQuery({ ...experienceQuery(recordId ?? 0), enabled: recordId !== null });
  const notFound = recordId === null || isMissingExperience(query.error);
  return { query, notFound };
}
