// Bookings as the API answers them: one query for the bookings with their experience and session, one for all their
// lines.
import type { Booking } from '@kemet/contract';
import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookingLines, bookings, experienceSessions, experiences, ticketCategories } from '../db/schema.js';
import { toBooking, toPriceLine } from '../http/serialize.js';

async function bookingsWhere(db: Db, where: SQL | undefined): Promise<Booking[]> {
  const rows = await db
    .select({ booking: bookings, experience: experiences, session: experienceSessions })
    .from(bookings)
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(experienceSessions, eq(experienceSessions.id, bookings.sessionId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ line: bookingLines, category: ticketCategories })
    .from(bookingLines)
    .innerJoin(ticketCategories, eq(ticketCategories.id, bookingLines.categoryId))
    .where(
      inArray(
        bookingLines.bookingId,
        rows.map((r) => r.booking.id),
      ),
    )
    .orderBy(ticketCategories.position, ticketCategories.id);
  return rows.map((r) =>
    toBooking(
      r.booking,
      r.experience,
      r.session,
      lines
        .filter((l) => l.line.bookingId === r.booking.id)
        .map((l) => toPriceLine(l.category, l.line.quantity, l.line.unitPriceMinor, l.line.salePriceMinor)),
    ),
  );
}

/** GET /bookings: the traveller's settled bookings, newest first (a payment still running is not listed yet). */
export function listBookings(db: Db, userId: number): Promise<Booking[]> {
  return bookingsWhere(db, and(eq(bookings.userId, userId), ne(bookings.status, 'pending')));
}

export async function bookingById(db: Db, bookingId: number): Promise<Booking> {
  const [booking] = await bookingsWhere(db, eq(bookings.id, bookingId));
  return booking;
}
