// Catalog's query of one experience, by the eventId in a details page's URL. Checkout reads the same cache entry.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, eventKeys } from '@kemet/platform';
import { eventsApi } from './eventsApi';
import { recordIdFromEventId } from '@kemet/ui';

/** A URL eventId is a position in the list: digits only, nothing else. */
export function parseEventId(eventId: string | undefined): number | null {
  if (!eventId || !/^\d{1,9}$/.test(eventId)) return null;
  return recordIdFromEventId(eventId);
}

export const eventQuery = (recordId: number) =>
  queryOptions({ queryKey: eventKeys.detail(recordId), queryFn: ({ signal }) => eventsApi.get(recordId, signal) });

const isMissing = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The experience at a URL eventId; notFound for a malformed id (nothing is asked) or one the API does not know. */
export function useEventAt(eventId: string | undefined) {
  const recordId = parseEventId(eventId);
  const query = useQuery({ ...eventQuery(recordId ?? 0), enabled: recordId !== null });
  return { query, notFound: recordId === null || isMissing(query.error) };
}
