// "Helpful": one vote per signed-in traveller per review, counted once however often it is sent, and never on one's own
// review. The count on the review moves in the transaction that inserts the vote, so "most helpful" sorts from the row.
// A traveller's votes on an experience's reviews are read back, so the page shows them pressed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reviewVotes, reviews } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { helpfulOf } from './reviewPage.js';
import { REVIEW_NOT_FOUND } from './reviewRows.js';

/** The visible reviews of an experience the traveller found helpful, by id (each a look-up of the votes' key). */
export async function helpfulVotesOf(db: Db, experienceId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(reviewVotes, and(eq(reviewVotes.reviewId, reviews.id), eq(reviewVotes.userId, userId)))
    .where(and(eq(reviews.experienceId, experienceId), isNull(reviews.hiddenAt)))
    .orderBy(reviews.id);
  return rows.map((row) => row.id);
}

export async function voteHelpful(db: Db, reviewId: number, userId: number): Promise<{ helpful: number }> {
  const [review] = await db
    .select({ authorId: reviews.userId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)));
  if (!review) throw REVIEW_NOT_FOUND();
  if (review.authorId === userId)
    throw new ApiError(403, 'OWN_REVIEW', 'Your own review cannot be marked helpful by you.');
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
