// The catalogue's calls to the data service: experiences, one experience, the filters' counts, and for the booking
// panel an experience's sessions (availability) and the server's price of a choice (quote).
import { apiRequest, toQueryString } from '@kemet/platform';
import type { Availability, EventQuery, Experience, LocationCount, Page, ProviderCount, Quote, TicketChoice } from '@kemet/contract';

export const eventsApi = {
  list: (query: EventQuery = {}, signal?: AbortSignal) => apiRequest<Page<Experience>>(`/events${toQueryString(query)}`, { signal }),
  get: (id: number, signal?: AbortSignal) => apiRequest<Experience>(`/events/${id}`, { signal }),
  locations: (signal?: AbortSignal) => apiRequest<LocationCount[]>('/locations', { signal }),
  providers: (signal?: AbortSignal) => apiRequest<ProviderCount[]>('/providers', { signal }),
  availability: (id: number, range: { from: string; to: string }, signal?: AbortSignal) =>
    apiRequest<Availability>(`/events/${id}/availability${toQueryString(range)}`, { signal }),
  quote: async (choice: TicketChoice, signal?: AbortSignal) =>
    (await apiRequest<{ quote: Quote }>('/quotes', { method: 'POST', body: choice, signal })).quote,
};
