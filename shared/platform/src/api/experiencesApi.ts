// The data service's calls for what the catalogue sells, once for every app: the experiences, one experience, its
// sessions (availability), the filters' counts and the server's price of a choice. Their query options, with the keys,
// are in ../query/experiences/ (@kemet/platform/query); tests mock this module (@kemet/platform/experiences-api).
import type {
  Availability,
  ExperienceQuery,
  Experience,
  LocationCount,
  Page,
  ProviderCount,
  Quote,
  TicketChoice,
} from '@kemet/contract';
import { apiRequest } from './apiClient';
import { toQueryString } from './queryString';

/** Calendar days in Cairo time, "2026-05-01". */
export interface DayRange {
  from: string;
  to: string;
}

export const experiencesApi = {
  list: (query: ExperienceQuery = {}, signal?: AbortSignal) =>
    apiRequest<Page<Experience>>(`/events${toQueryString(query)}`, { signal }),
  get: (recordId: number, signal?: AbortSignal) => apiRequest<Experience>(`/events/${recordId}`, { signal }),
  availability: (recordId: number, range: DayRange, signal?: AbortSignal) =>
    apiRequest<Availability>(`/events/${recordId}/availability${toQueryString({ ...range })}`, { signal }),
  locations: (signal?: AbortSignal) => apiRequest<LocationCount[]>('/locations', { signal }),
  providers: (signal?: AbortSignal) => apiRequest<ProviderCount[]>('/providers', { signal }),
  quote: async (choice: TicketChoice, signal?: AbortSignal) =>
    (await apiRequest<{ quote: Quote }>('/quotes', { method: 'POST', body: choice, signal })).quote,
};
