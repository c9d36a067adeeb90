// Checkout's review calls: which of the traveller's bookings they may review, and writing a review of one.
import { apiRequest } from '@kemet/platform';
import type { Review, ReviewableBookings, ReviewRequest } from '@kemet/contract';

export const reviewsApi = {
  reviewable: () => apiRequest<ReviewableBookings>('/reviews/mine'),
  write: (reference: string, review: ReviewRequest) =>
    apiRequest<Review>(`/bookings/${encodeURIComponent(reference)}/review`, { method: 'POST', body: review }),
};
