// The catalogue's calls to the data service: experiences, one experience, and the filters' counts.
import { apiRequest, toQueryString } from '@kemet/platform';
import type { EventQuery, Experience, LocationCount, Page, ProviderCount } from '@kemet/contract';

export const eventsApi = {
  list: (query: EventQuery = {}, signal?: AbortSignal) => apiRequest<Page<Experience>>(`/events${toQueryString(query)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest<Experience>(`/events/${id}`, { signal }),
  locations: (signal?: AbortSignal) => apiRequest<LocationCount[]>('/locations', { signal }),
  providers: (signal?: AbortSignal) => apiRequest<ProviderCount[]>('/providers', { signal }),
};
