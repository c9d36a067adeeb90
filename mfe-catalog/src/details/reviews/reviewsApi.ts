// The data service's reviews: a page of an experience's reviews (GET /events/:id/reviews), and a signed-in
// traveller's "helpful" vote and report on one, and their votes on an experience's reviews. Tests mock this module.
import { apiRequest, toQueryString } from '@kemet/platform';
import type { HelpfulVotes, ReviewPage } from '@kemet/contract';
import type { ReviewChoice } from './reviewChoice';

export const reviewsApi = {
  page: (recordId: number, choice: ReviewChoice, signal?: AbortSignal) =>
    apiRequest<ReviewPage>(
      `/events/${recordId}/reviews${toQueryString({
        page: choice.page,
        sort: choice.sort,
        ...(choice.language && { language: choice.language }),
        ...(choice.score && { score: choice.score }),
      })}`,
      { signal },
    ),
  helpfulVotes: (recordId: number, signal?: AbortSignal) =>
    apiRequest<HelpfulVotes>(`/events/${recordId}/reviews/helpful-votes`, { signal }),
  helpful: (reviewId: number) => apiRequest<{ helpful: number }>(`/reviews/${reviewId}/helpful`, { method: 'POST' }),
  report: (reviewId: number, reason: string) =>
    apiRequest<{ ok: true; message: string }>(`/reviews/${reviewId}/reports`, { method: 'POST', body: { reason } }),
};
