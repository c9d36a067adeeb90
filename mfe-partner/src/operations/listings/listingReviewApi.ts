// Operations' review of partners' listings (api/src/routes/operationsListings.ts): the listings in review, and the
// decision on each.
import { apiRequest, myKeys } from '@kemet/platform';
import type { Listing, ListingPage } from '@kemet/contract';
import type { RejectionInput } from '@kemet/contract/forms';

export const listingReviewKeys = { inReview: [...myKeys.all, 'operations', 'listings'] as const };

export const listingReviewApi = {
  inReview: () => apiRequest<ListingPage>('/operations/listings'),
  approve: (id: number) => apiRequest<Listing>(`/operations/listings/${id}/approval`, { method: 'POST' }),
  reject: (id: number, input: RejectionInput) =>
    apiRequest<Listing>(`/operations/listings/${id}/rejection`, { method: 'POST', body: input }),
};
