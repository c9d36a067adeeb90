// The partner's reviews (api/src/routes/partnerReviews.ts): every review of the provider's experiences, a page at a
// time, and the one public reply to each, under the workspace's keys so they go when the account on the page changes.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@kemet/platform';
import type { PartnerReviewPage, Review } from '@kemet/contract';
import type { ReviewReplyInput } from '@kemet/contract/forms';
import { partnerKeys } from '../../api/partnerQueries';

export const reviewsApi = {
  list: (page: number) => apiRequest<PartnerReviewPage>(`/partner/reviews?page=${page}`),
  reply: (id: number, input: ReviewReplyInput) =>
    apiRequest<Review>(`/partner/reviews/${id}/reply`, { method: 'POST', body: input }),
};

export const reviewsKey = [...partnerKeys.all, 'reviews'] as const;

export const usePartnerReviews = (page: number) =>
  useQuery({ queryKey: [...reviewsKey, page], queryFn: () => reviewsApi.list(page) });
