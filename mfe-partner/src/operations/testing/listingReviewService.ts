// Test helper: the review of partners' listings in the operations fake: the list in review, and each decision
// (a decided listing leaves the list; one decided already is 409, as the service says).
import type { Listing } from '@kemet/contract';
import { failure, type Reply, type SentRequest } from '../../testing/fakeService';

export function listingReview(request: SentRequest, key: string, inReview: Listing[]): Reply | undefined {
  if (key === 'GET /api/operations/listings') return { status: 200, body: { items: inReview.map((l) => ({ ...l })) } };
  const decision = /^POST \/api\/operations\/listings\/(\d+)\/(approval|rejection)$/.exec(key);
  if (!decision) return undefined;
  const index = inReview.findIndex((listing) => listing.id === Number(decision[1]));
  if (index < 0) return failure(409, 'LISTING_STATE', 'This listing is draft, not in review.');
  const [listing] = inReview.splice(index, 1);
  const reason = (request.body as { reason?: string } | undefined)?.reason ?? null;
  return {
    status: 200,
    body:
      decision[2] === 'approval'
        ? { ...listing, status: 'published', version: listing!.version + 1 }
        : { ...listing, status: 'draft', rejectionReason: reason, version: listing!.version + 1 },
  };
}
