// Reports and moderation: anyone signed in reports a visible review once (a second report keeps the first);
// operations hide or restore a review with a reason, each decision an audit entry in the same transaction.
import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reviewReports, reviews } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { recordAudit } from '../partners/audit.js';
import { visibleReview } from './reviewPage.js';
import { selectReviews, withExperience } from './reviewRows.js';
import { REVIEW_NOT_FOUND } from './votes.js';

export async function reportReview(db: Db, reviewId: number, userId: number, reason: string): Promise<void> {
  if (!(await visibleReview(db, reviewId))) throw REVIEW_NOT_FOUND();
  await db.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing();
}

/** The reviews with reports and the hidden ones, most recently reported first. */
export async function reportedReviews(db: Db) {
  const reported = db.selectDistinct({ id: reviewReports.reviewId }).from(reviewReports);
  const rows = await selectReviews(db)
    .where(sql`${reviews.id} in ${reported} or ${isNotNull(reviews.hiddenAt)}`)
    .orderBy(desc(reviews.id))
    .limit(100);
  const ids = rows.map((r) => r.review.id);
  const reports = ids.length
    ? await db.select().from(reviewReports).where(inArray(reviewReports.reviewId, ids)).orderBy(reviewReports.createdAt)
    : [];
  return {
    items: rows.map((row) => ({
      ...withExperience(row),
      hidden: row.review.hiddenAt !== null,
      hiddenReason: row.review.hiddenReason,
      reports: reports
        .filter((r) => r.reviewId === row.review.id)
        .map((r) => ({ reason: r.reason, at: r.createdAt.toISOString() })),
    })),
  };
}

/** Hides (`hide`) or restores a review; the same decision twice is 409 and records nothing. */
export async function moderateReview(db: Db, reviewId: number, actorUserId: number, hide: boolean, reason: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw REVIEW_NOT_FOUND();
    if ((before.hiddenAt !== null) === hide) {
      throw new ApiError(409, 'REVIEW_STATE', hide ? 'This review is already hidden.' : 'This review is not hidden.');
    }
    await tx
      .update(reviews)
      .set(hide ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      actorUserId,
      providerId: null,
      action: hide ? 'review.hidden' : 'review.restored',
      entity: 'review',
      entityId: reviewId,
      before: { hidden: before.hiddenAt !== null, hiddenReason: before.hiddenReason },
      after: { hidden: hide, reason },
    });
    return { id: reviewId, hidden: hide };
  });
}
