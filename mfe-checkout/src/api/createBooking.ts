// Checkout's booking mutation: pays a hold ({ holdId, payment }), or, for a caller without one, books eventId +
// quantity. A booking made changes the catalogue's places left and the traveller's bookings: both load again when next
// shown. (After a failure the payment page's Try again reloads the experience.)
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingsApi } from './bookingsApi';
import { experienceKeys, myKeys } from '@kemet/platform';
import type { BookingRequest } from '@kemet/contract';

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequest; idempotencyKey: string }) =>
      bookingsApi.create(request, idempotencyKey),
    // Not awaited: the traveller goes on to the receipt while the page's own experience loads again behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: experienceKeys.all });
      void queryClient.invalidateQueries({ queryKey: myKeys.bookings });
    },
  });
}
