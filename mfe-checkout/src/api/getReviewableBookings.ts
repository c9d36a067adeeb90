// Checkout's query of the traveller's bookings they may review (a ticket checked in at the gate), by reference.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { myKeys } from '@kemet/platform';
import { reviewsApi } from './reviewsApi';

export const reviewableKey = [...myKeys.all, 'reviewable'] as const;

export const reviewableQuery = queryOptions({
  queryKey: reviewableKey,
  queryFn: async () =>
    new Map((await reviewsApi.reviewable()).items.map((item) => [item.reference, item.reviewId] as const)),
});

export const useReviewableBookings = () => useQuery(reviewableQuery);
