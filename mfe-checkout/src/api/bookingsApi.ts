// Checkout's calls to the data service: book (with an idempotency key, so a retried request books once), list, cancel,
// and one booking's tickets by its reference.
import { apiRequest } from '@kemet/platform';
import type { Booking, BookingRequest, BookingTickets } from '@kemet/contract';

export const bookingsApi = {
  create: (request: BookingRequest, idempotencyKey: string) =>
    apiRequest<{ booking: Booking }>('/bookings', {
      method: 'POST',
      body: request,
      headers: { 'idempotency-key': idempotencyKey },
    }),
  listMine: () => apiRequest<{ items: Booking[] }>('/bookings'),
  cancel: (id: number) => apiRequest<{ booking: Booking }>(`/bookings/${id}/cancel`, { method: 'POST', body: {} }),
  tickets: (reference: string, signal?: AbortSignal) =>
    apiRequest<BookingTickets>(`/bookings/${encodeURIComponent(reference)}`, { signal }),
};
