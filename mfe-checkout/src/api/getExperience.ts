// Checkout's read of the experience being bought. Same key and same data as catalog's details page (the API's answer to
// GET /events/:id), so coming from the details page it is already in the cache and nothing is asked again.
import { useQuery } from '@tanstack/react-query';
import { ApiError, eventKeys } from '@kemet/platform';
import { eventsApi } from './eventsApi';

/** recordId is null for a link that names no experience (nothing is asked). */
export function useExperienceToBook(recordId: number | null) {
  const query = useQuery({
    queryKey: eventKeys.detail(recordId ?? 0),
    queryFn: ({ signal }) => eventsApi.get(recordId ?? 0, signal),
    enabled: recordId !== null,
  });
  const notFound = recordId === null || (query.error instanceof ApiError && query.error.status === 404);
  return { query, notFound };
}
