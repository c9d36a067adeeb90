// Checkout's read of the catalogue: the one experience being bought, and its sessions with their places and prices.
import { apiRequest, toQueryString } from '@kemet/platform';
import type { Availability, Experience } from '@kemet/contract';

export interface AvailabilityRange {
  /** Calendar days in Cairo time, "2026-05-01". */
  from: string;
  to: string;
}

export const eventsApi = {
  get: (id: number, signal?: AbortSignal) => apiRequest<Experience>(`/events/${id}`, { signal }),
  availability: (id: number, range: AvailabilityRange, signal?: AbortSignal) =>
    apiRequest<Availability>(`/events/${id}/availability${toQueryString({ ...range })}`, { signal }),
};
