// Catalog's read of a search by dates and party (GET /search): the fitting experiences, each with its first fitting
// session and the party's price, and the filters' counts.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '@kemet/platform';
import type { SearchPage, SearchQueryParams } from '@kemet/contract';

export const searchExperiencesQuery = (query: SearchQueryParams) =>
  queryOptions({
    queryKey: ['catalog', 'search', query],
    queryFn: ({ signal }) => apiRequest<SearchPage>(`/search${toQueryString(query)}`, { signal }),
  });

export const useSearchExperiences = (query: SearchQueryParams, enabled = true) =>
  useQuery({ ...searchExperiencesQuery(query), enabled });
