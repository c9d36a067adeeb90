// Checkout's cancel mutation: the cancelled booking replaces its row in My bookings, and the catalogue's counts of
// tickets left (the tickets are back on sale) and its ticket page (no more QR codes) are loaded again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from './bookingsApi';
import { bookingTicketsKey } from './getBookingTickets';
import { experienceKeys, myKeys } from '@kemet/platform';
import type { Booking } from '@kemet/contract';

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (booking: Booking) => (await bookingsApi.cancel(booking.id)).booking,
    onSuccess: (cancelled) => {
      queryClient.setQueryData<Booking[]>(myKeys.bookings, (bookings) =>
        bookings?.map((b) => (b.id === cancelled.id ? cancelled : b)),
      );
      void queryClient.invalidateQueries({ queryKey: experienceKeys.all });
      void queryClient.invalidateQueries({ queryKey: bookingTicketsKey(cancelled.reference) });
    },
  });
}
