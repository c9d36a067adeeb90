// The query of a page of an experience's reviews: the server's render fills it (seo/detailsPage.ts), the page reads it.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { reviewsApi } from './reviewsApi';
import type { ReviewChoice } from './reviewChoice';

export const reviewsQuery = (recordId: number, choice: ReviewChoice) =>
  queryOptions({
    queryKey: ['reviews', recordId, choice] as const,
    queryFn: ({ signal }) => reviewsApi.page(recordId, choice, signal),
    placeholderData: keepPreviousData,
  });
