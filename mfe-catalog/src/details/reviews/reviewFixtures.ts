// A page of reviews for the section's tests, as the API answers it.
import type { Review, ReviewPage } from '@kemet/contract';

export const makeReview = (more: Partial<Review> = {}): Review => ({
  id: 1,
  overall: 5,
  guide: 4,
  organisation: 5,
  value: 3,
  language: 'en',
  text: 'Our guide Samir knew every carving. <b>Worth</b> the early start!',
  author: 'Hannah B.',
  wentAt: '2026-03-14T07:00:00.000Z',
  createdAt: '2026-03-16T10:00:00.000Z',
  helpful: 3,
  reply: null,
  ...more,
});

export const makeReviewPage = (items: Review[], more: Partial<ReviewPage> = {}): ReviewPage => ({
  summary: { count: 3, average: 4.3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } },
  items,
  page: 1,
  pageSize: 5,
  total: items.length,
  totalPages: 1,
  ...more,
});

export const noReviews = (): ReviewPage =>
  makeReviewPage([], { summary: { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } });
