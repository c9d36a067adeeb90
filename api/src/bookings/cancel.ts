// Cancelling a confirmed booking (docs/product/rules.md#cancellation): free until the experience's deadline before the
// start, refused after it with CANCELLATION_CLOSED; the places go back to the session exactly once, and the tickets are
// revoked.
import { CAIRO_TIME_ZONE } from '@kemet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, experienceSessions, experiences } from '../db/schema.js';
import { errorBody } from '../http/errors.js';
import { cancellableUntil } from '../http/serialize.js';
import { bookingById } from './bookingsOut.js';
import type { Outcome } from './pay.js';
import { revokeTickets } from '../tickets/revoke.js';
import { givePlacesBack } from './placeLedger.js';

const deadlineOfBooking = sql`(select s.starts_at - make_interval(hours => e.free_cancellation_hours)
  from experience_sessions s join experiences e on e.id = s.experience_id where s.id = ${bookings.sessionId})`;

const cairoDeadline = new Intl.DateTimeFormat('en-GB', {
  timeZone: CAIRO_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Free cancellation ended on Friday, 1 May 2026 at 09:00 (Cairo time)." */
export function cancellationClosedMessage(deadline: Date): string {
  const parts = Object.fromEntries(cairoDeadline.formatToParts(deadline).map((p) => [p.type, p.value]));
  const day = `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
  return `Free cancellation ended on ${day} at ${parts.hour}:${parts.minute} (Cairo time). This booking can no longer be cancelled.`;
}

export async function cancelBooking(db: Db, userId: number, bookingId: number): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, cancelledBy: 'traveller' })
      .where(
        and(
          eq(bookings.id, bookingId),
          eq(bookings.userId, userId),
          eq(bookings.status, 'confirmed'),
          sql`now() < ${deadlineOfBooking}`,
        ),
      )
      .returning();
    if (row) {
      await givePlacesBack(tx, row.sessionId, row.places);
      await revokeTickets(tx, row.id);
      return { status: 200, body: { booking: await bookingById(tx, row.id) } };
    }
    const [existing] = await tx
      .select({
        status: bookings.status,
        startsAt: experienceSessions.startsAt,
        hours: experiences.freeCancellationHours,
      })
      .from(bookings)
      .innerJoin(experienceSessions, eq(experienceSessions.id, bookings.sessionId))
      .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
      .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
    if (!existing) return { status: 404, body: errorBody('NOT_FOUND', 'We could not find that booking.') };
    if (existing.status === 'cancelled')
      return { status: 409, body: errorBody('ALREADY_CANCELLED', 'This booking is already cancelled.') };
    if (existing.status !== 'confirmed')
      return { status: 409, body: errorBody('NOT_CANCELLABLE', 'Only confirmed bookings can be cancelled.') };
    const deadline = cancellableUntil(existing.startsAt, existing.hours);
    return { status: 409, body: errorBody('CANCELLATION_CLOSED', cancellationClosedMessage(deadline)) };
  });
}
