// Writing a review: only for the traveller's own booking (another's is the unknown booking's 404), only once one of
// its tickets was checked in at the gate (403), and once per booking (409, the unique key the judge).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { ReviewBody } from '@kemet/contract/schemas';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { bookings, reviews } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { reviewById, type Review } from './reviewRows.js';

export const NOT_CHECKED_IN = 'Only travellers whose ticket was scanned at the entrance can review.';

/** Whether one of the booking's tickets was checked in at the gate: what lets its traveller review. */
const checkedInSql = (bookingId: SQL) => sql<boolean>`exists (select 1 from tickets t
  join ticket_checkins c on c.ticket_id = t.id where t.booking_id = ${bookingId})`;

export async function writeReview(
  db: Db,
  userId: number,
  reference: string,
  body: Static<typeof ReviewBody>,
): Promise<Review> {
  const [booking] = await db
    .select({
      id: bookings.id,
      experienceId: bookings.experienceId,
      // Spelled out: drizzle leaves table names off columns in a one-table select.
      checkedIn: checkedInSql(sql`bookings.id`),
    })
    .from(bookings)
    .where(and(eq(bookings.reference, reference), eq(bookings.userId, userId)));
  if (!booking) throw new ApiError(404, 'NOT_FOUND', 'We could not find that booking.');
  if (!booking.checkedIn) throw new ApiError(403, 'NOT_CHECKED_IN', NOT_CHECKED_IN);
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        bookingId: booking.id,
        experienceId: booking.experienceId,
        userId,
        overall: body.overall,
        guide: body.guide,
        organisation: body.organisation,
        value: body.value,
        language: body.language,
        body: body.text,
      })
      .returning({ id: reviews.id });
    return (await reviewById(db, row.id)) as Review;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, 'REVIEW_EXISTS', 'You have already reviewed this booking.');
    }
    throw error;
  }
}

/** The traveller's bookings with a checked-in ticket, newest first, and the review each has (null: none yet). */
export async function reviewableBookings(db: Db, userId: number) {
  const rows = await db.execute<{ reference: string; review_id: number | null }>(sql`
    select b.reference, r.id as review_id from bookings b left join reviews r on r.booking_id = b.id
    where b.user_id = ${userId} and ${checkedInSql(sql`b.id`)}
    order by b.created_at desc, b.id desc limit 200`);
  return { items: rows.rows.map((row) => ({ reference: row.reference, reviewId: row.review_id })) };
}
