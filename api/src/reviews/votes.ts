// "Helpful": one vote per signed-in traveller per review, counted once however often it is sent. The count on the
// review moves in the transaction that inserts the vote, so "most helpful" sorts from the row.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reviewVotes, reviews } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { helpfulOf, visibleReview } from './reviewPage.js';

export const REVIEW_NOT_FOUND = () => new ApiError(404, 'REVIEW_NOT_FOUND', 'We could not find that review.');

export async function voteHelpful(db: Db, reviewId: number, userId: number): Promise<{ helpful: number }> {
  if (!(await visibleReview(db, reviewId))) throw REVIEW_NOT_FOUND();
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(reviewVotes)
      .values({ reviewId, userId })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (added.length > 0) {
      await tx
        .update(reviews)
        .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
        .where(eq(reviews.id, reviewId));
    }
  });
  return { helpful: await helpfulOf(db, reviewId) };
}
