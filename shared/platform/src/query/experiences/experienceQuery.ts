// One experience (GET /events/:id) by record id: the details pages and the payment page read the same cache entry, so
// going from one to the other asks nothing again.
import { queryOptions } from '@tanstack/react-query';
import { recordIdFromEventId } from '@kemet/ui';
import { ApiError } from '../../api/apiClient';
import { experiencesApi } from '../../api/experiencesApi';
import { experienceKeys } from '../../api/queryKeys';

/** The record id a URL names (its id is a position in the list: up to nine digits, nothing else), or null. */
export function recordIdOfUrlId(urlId: string | undefined): number | null {
  if (!urlId || !/^\d{1,9}$/.test(urlId)) return null;
  return recordIdFromEventId(urlId);
}

export const experienceQuery = (recordId: number) =>
  queryOptions({
    queryKey: experienceKeys.detail(recordId),
    queryFn: ({ signal }) => experiencesApi.get(recordId, signal),
  });

/** The API does not know the experience, or refuses its id. */
export const isMissingExperience = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);
