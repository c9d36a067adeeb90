// A review row as the pages read it: the scores, the text as written, who wrote it (first name and initial), when
// they went, its helpful votes and the partner's reply.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, experienceSessions, experiences, reviews, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

/** An unknown review, or one this caller may not act on: the same 404. */
export const REVIEW_NOT_FOUND = () => new ApiError(404, 'REVIEW_NOT_FOUND', 'We could not find that review.');

/** "Mona Saad" → "Mona S.", "منى السيد" → "منى س.": enough to tell reviews apart, never the full name. */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return words[0] ?? '';
  // An Arabic family name's article is not its initial.
  const last = words[words.length - 1].replace(/^ال(?=..)/u, '');
  return `${words[0]} ${Array.from(last)[0]}.`;
}

export const reviewColumns = {
  review: reviews,
  fullName: users.fullName,
  wentAt: experienceSessions.startsAt,
  experienceName: experiences.name,
};

export function selectReviews(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(experienceSessions, eq(experienceSessions.id, bookings.sessionId))
    .innerJoin(experiences, eq(experiences.id, reviews.experienceId));
}

export interface ReviewRow {
  review: typeof reviews.$inferSelect;
  fullName: string;
  wentAt: Date;
  experienceName: string;
}

/** The review with the experience it is about (the workspace's and operations' lists). */
export const withExperience = (row: ReviewRow) => ({
  ...toReview(row),
  experience: { id: row.review.experienceId, name: row.experienceName },
});

export function toReview({ review, fullName, wentAt }: ReviewRow) {
  return {
    id: review.id,
    overall: review.overall,
    guide: review.guide,
    organisation: review.organisation,
    value: review.value,
    language: review.language as 'en' | 'ar',
    text: review.body,
    author: authorName(fullName),
    wentAt: wentAt.toISOString(),
    createdAt: review.createdAt.toISOString(),
    helpful: review.helpfulCount,
    reply:
      review.replyBody !== null && review.replyAt !== null
        ? { text: review.replyBody, at: review.replyAt.toISOString() }
        : null,
  };
}

export type Review = ReturnType<typeof toReview>;

export async function reviewById(db: Db, id: number): Promise<Review | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row && toReview(row);
}
