// The partner's one public reply: only to a review of their provider's experience (another provider's review is the
// unknown review's 404), once (a conditional UPDATE; a second is 409), written to the audit log.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { ReviewListQuery } from '@kemet/contract/schemas';
import type { Db } from '../db/client.js';
import { experiences, reviews } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { recordAudit } from '../partners/audit.js';
import { REVIEW_NOT_FOUND, reviewById, selectReviews, withExperience, type Review } from './reviewRows.js';

const ofProvider = (providerId: number) => eq(experiences.providerId, providerId);

/** A page of the provider's reviews, newest first (hidden ones left out: operations took them down). */
export async function providerReviews(db: Db, providerId: number, { page, pageSize }: Static<typeof ReviewListQuery>) {
  const shown = and(ofProvider(providerId), isNull(reviews.hiddenAt));
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(reviews)
      .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
      .where(shown),
    selectReviews(db)
      .where(shown)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return { items: rows.map(withExperience), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export async function replyToReview(
  db: Db,
  providerId: number,
  userId: number,
  reviewId: number,
  text: string,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ replyAt: reviews.replyAt })
      .from(reviews)
      .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
      .where(and(eq(reviews.id, reviewId), ofProvider(providerId), isNull(reviews.hiddenAt)));
    if (!own) throw REVIEW_NOT_FOUND();
    const written = await tx
      .update(reviews)
      .set({ replyBody: text, replyAt: new Date(), replyUserId: userId })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.replyAt)))
      .returning({ id: reviews.id });
    if (written.length === 0) throw new ApiError(409, 'ALREADY_REPLIED', 'This review already has your reply.');
    await recordAudit(tx, {
      actorUserId: userId,
      providerId,
      action: 'review.replied',
      entity: 'review',
      entityId: reviewId,
      after: { text },
    });
    return (await reviewById(tx, reviewId)) as Review;
  });
}
