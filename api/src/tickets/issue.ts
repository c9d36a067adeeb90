// Issuing a confirmed booking's tickets: one per person who takes a place, in category order, numbered 1..n, each
// with its signed token. Runs inside the transaction that confirms the booking (or on the first read of an older one).
import { randomBytes } from 'node:crypto';
import { TICKET_EXPIRES_HOURS_AFTER_END, type Proof } from '@kemet/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookingLines, bookings, experienceSessions, experiences, ticketCategories, tickets } from '../db/schema.js';
import { signTicket } from './token.js';

/** 12 random bytes: a 16-character base64url ticket id (the token's jti). */
export const newTicketId = () => randomBytes(12).toString('base64url');

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * Inserts the booking's tickets (two statements: the lines with what the claims need, then the insert); returns how
 * many it issued. A set already there stays: `(booking_id, number)` is unique. An infant on a lap (takes_place false)
 * gets none: it needs no place and passes the gate with its adult, so there is nothing to check.
 */
export async function issueTickets(tx: Db, bookingId: number): Promise<number> {
  const lines = await tx
    .select({
      quantity: bookingLines.quantity,
      category: ticketCategories,
      reference: bookings.reference,
      experienceId: bookings.experienceId,
      providerId: experiences.providerId,
      startsAt: experienceSessions.startsAt,
      endsAt: experienceSessions.endsAt,
    })
    .from(bookingLines)
    .innerJoin(ticketCategories, eq(ticketCategories.id, bookingLines.categoryId))
    .innerJoin(bookings, eq(bookings.id, bookingLines.bookingId))
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(experienceSessions, eq(experienceSessions.id, bookings.sessionId))
    .where(eq(bookingLines.bookingId, bookingId))
    .orderBy(asc(ticketCategories.position), asc(ticketCategories.id));
  const [booking] = lines;
  if (!booking) return 0;
  const people = lines
    .filter((l) => l.category.takesPlace)
    .flatMap((l) => Array.from({ length: l.quantity }, () => l.category));
  // Whole seconds, so tickets.expires_at is exactly the token's exp.
  const exp = seconds(booking.endsAt) + TICKET_EXPIRES_HOURS_AFTER_END * 3600;
  const expiresAt = new Date(exp * 1000);
  const rows = await Promise.all(
    people.map(async (category, index) => {
      const id = newTicketId();
      const { token, kid } = await signTicket({
        jti: id,
        ref: booking.reference,
        xp: booking.experienceId,
        pv: booking.providerId,
        st: seconds(booking.startsAt),
        cat: category.label,
        prf: category.proof as Proof,
        exp,
      });
      return { id, bookingId, number: index + 1, categoryId: category.id, kid, token, expiresAt };
    }),
  );
  if (rows.length === 0) return 0;
  // Two first reads of an older booking at once: the (booking, number) index lets one set in, the other adds nothing.
  const inserted = await tx.insert(tickets).values(rows).onConflictDoNothing().returning({ id: tickets.id });
  return inserted.length;
}
