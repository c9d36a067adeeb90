// An experience's reviews as its page shows them: the summary of every visible review (average, distribution), and a
// page of them filtered by language and overall score, newest or most helpful first. Hidden reviews are left out.
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { ReviewsQuery } from '@kemet/contract/schemas';
import type { Db } from '../db/client.js';
import { reviews } from '../db/schema.js';
import { selectReviews, toReview } from './reviewRows.js';

export async function reviewSummary(db: Db, experienceId: number) {
  const rows = await db
    .select({ overall: reviews.overall, n: count() })
    .from(reviews)
    .where(and(eq(reviews.experienceId, experienceId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.overall);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { overall, n } of rows) {
    distribution[overall as 1 | 2 | 3 | 4 | 5] = n;
    total += n;
    sum += overall * n;
  }
  return { count: total, average: total === 0 ? null : Math.round((sum / total) * 10) / 10, distribution };
}

export async function reviewPage(db: Db, experienceId: number, query: Static<typeof ReviewsQuery>) {
  const conditions: SQL[] = [eq(reviews.experienceId, experienceId), isNull(reviews.hiddenAt)];
  if (query.language) conditions.push(eq(reviews.language, query.language));
  if (query.score) conditions.push(eq(reviews.overall, query.score));
  const where = and(...conditions);
  const order =
    query.sort === 'helpful'
      ? [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const [summary, [{ total }], rows] = await Promise.all([
    reviewSummary(db, experienceId),
    db.select({ total: count() }).from(reviews).where(where),
    selectReviews(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    summary,
    items: rows.map(toReview),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** A visible review's experience, or undefined: a hidden or unknown review is the same 404 to travellers. */
export async function visibleReview(db: Db, id: number): Promise<{ experienceId: number } | undefined> {
  const [row] = await db
    .select({ experienceId: reviews.experienceId })
    .from(reviews)
    .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
  return row;
}

export const helpfulOf = (db: Db, id: number) =>
  db
    .select({ helpful: reviews.helpfulCount })
    .from(reviews)
    .where(eq(reviews.id, id))
    .then(([row]) => row?.helpful ?? 0);
