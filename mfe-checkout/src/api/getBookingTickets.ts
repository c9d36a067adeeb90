// Checkout's query of one booking's tickets (GET /bookings/:reference), for the ticket page. Under the traveller's own
// keys (['my', …]), so the cache forgets it when the account changes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myKeys } from '@kemet/platform';
import { bookingsApi } from './bookingsApi';

export const bookingTicketsKey = (reference: string) => [...myKeys.all, 'booking', reference] as const;

export const bookingTicketsQuery = (reference: string) =>
  queryOptions({
    queryKey: bookingTicketsKey(reference),
    queryFn: ({ signal }) => bookingsApi.tickets(reference, signal),
    // Ask even when the browser says it is offline: the request then fails at once and the page shows its saved copy,
    // where the default networkMode would leave the query paused with nothing on the screen.
    networkMode: 'always',
  });

export const useBookingTickets = (reference: string) => useQuery(bookingTicketsQuery(reference));
