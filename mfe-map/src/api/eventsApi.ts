// The map's reads of the catalogue: the experiences to pin and the governorates' counts.
import { apiRequest, toQueryString } from '@kemet/platform';
import type { EventQuery, Experience, LocationCount, Page } from '@kemet/contract';

export const eventsApi = {
  list: (query: EventQuery, signal?: AbortSignal) => apiRequest<Page<Experience>>(`/events${toQueryString(query)}`, { signal }),
  locations: (signal?: AbortSignal) => apiRequest<LocationCount[]>('/locations', { signal }),
};
