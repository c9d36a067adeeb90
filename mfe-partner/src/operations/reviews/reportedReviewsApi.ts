// Operations' moderation of reviews (api/src/routes/operationsReviews.ts): the reported and hidden reviews, a page at
// a time, and hiding or restoring one with a reason.
import { apiRequest, myKeys } from '@kemet/platform';
import type { ModeratedReviewPage, ReviewDecision } from '@kemet/contract';
import type { ReviewModerationInput } from '@kemet/contract/forms';

export type ModerationDecision = 'hiding' | 'restoring';

export const reportedReviewsKey = [...myKeys.all, 'operations', 'reviews'] as const;

export const reportedReviewsApi = {
  list: (page: number) => apiRequest<ModeratedReviewPage>(`/operations/reviews?page=${page}`),
  decide: (id: number, decision: ModerationDecision, input: ReviewModerationInput) =>
    apiRequest<ReviewDecision>(`/operations/reviews/${id}/${decision}`, {
      method: 'POST',
      body: input,
    }),
};
