// Checkout's query of the signed-in traveller's bookings, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingsApi } from './bookingsApi';
import { myKeys } from '@kemet/platform';
import type { Booking } from '@kemet/contract';

const newestFirst = (a: Booking, b: Booking) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export const myBookingsQuery = queryOptions({
  queryKey: myKeys.bookings,
  queryFn: async () => [...(await bookingsApi.listMine()).items].sort(newestFirst),
});

export const useMyBookings = () => useQuery(myBookingsQuery);
