// The data service's page of an experience's reviews (GET /events/:id/reviews); tests mock this module.
import { apiRequest, toQueryString } from '@kemet/platform';
import type { ReviewPage } from '@kemet/contract';
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
};
