// Reports and moderation: anyone signed in reports a visible review once (a second report keeps the first);
// operations hide or restore a review with a reason, each decision an audit entry in the same transaction and the
// review's reports handled until a new one comes.
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { ReviewListQuery } from '@kemet/contract/schemas';
import type { Db } from '../db/client.js';
import { reviewReports, reviews } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { recordAudit } from '../partners/audit.js';
import { visibleReview } from './reviewPage.js';
import { REVIEW_NOT_FOUND, selectReviews, withExperience } from './reviewRows.js';

export async function reportReview(db: Db, reviewId: number, userId: number, reason: string): Promise<void> {
  if (!(await visibleReview(db, reviewId))) throw REVIEW_NOT_FOUND();
  await db.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing();
}

/** Reported since operations last decided on it, or hidden: what operations still have to look at. */
const awaitingOperations = sql`(${reviews.hiddenAt} is not null or exists (select 1 from review_reports rr
  where rr.review_id = ${reviews.id} and rr.created_at > coalesce(${reviews.reportsHandledAt}, '-infinity')))`;
const lastReportAt = sql`(select max(rr.created_at) from review_reports rr where rr.review_id = ${reviews.id})`;

/**
 * The reviews reported since operations' last decision on them, and the hidden ones: a page, most recently reported
 * first (a hidden one without reports, by when it was hidden).
 */
export async function reportedReviews(db: Db, { page, pageSize }: Static<typeof ReviewListQuery>) {
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(reviews).where(awaitingOperations),
    selectReviews(db)
      .where(awaitingOperations)
      .orderBy(sql`coalesce(${lastReportAt}, ${reviews.hiddenAt}) desc`, desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
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
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
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
      .set({
        ...(hide ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null }),
        reportsHandledAt: new Date(),
      })
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
