// Checkout's read of the catalogue: the one experience being bought.
import { apiRequest } from '@kemet/platform';
import type { Experience } from '@kemet/contract';

export const eventsApi = {
  get: (id: number, signal?: AbortSignal) => apiRequest<Experience>(`/events/${id}`, { signal }),
};
