// Operations' moderation of reviews (api/src/routes/operationsReviews.ts): the reported and hidden reviews, and hiding
// or restoring one with a reason.
import { apiRequest, myKeys } from '@kemet/platform';
import type { ModeratedReview } from '@kemet/contract';
import type { ReviewModerationInput } from '@kemet/contract/forms';

export type ModerationDecision = 'hiding' | 'restoring';

export const reportedReviewsKey = [...myKeys.all, 'operations', 'reviews'] as const;

export const reportedReviewsApi = {
  list: () => apiRequest<{ items: ModeratedReview[] }>('/operations/reviews'),
  decide: (id: number, decision: ModerationDecision, input: ReviewModerationInput) =>
    apiRequest<{ id: number; hidden: boolean }>(`/operations/reviews/${id}/${decision}`, {
      method: 'POST',
      body: input,
    }),
};
