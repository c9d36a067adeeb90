// What decides whether a session can be booked, read with the database's clock, and the refusal that follows
// (docs/product/rules.md#booking): started → SESSION_PAST, closed or past its cut-off → BOOKING_CLOSED, too few places
// → SOLD_OUT.
import { EVENT_PAST_MESSAGE } from '@kemet/contract';
import { and, eq, sql } from 'drizzle-orm';
import { isPublished } from '../catalog/published.js';
import type { Db } from '../db/client.js';
import { experienceSessions, experiences } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

export type SessionRow = typeof experienceSessions.$inferSelect;
export type ExperienceRow = typeof experiences.$inferSelect;

export interface SessionState {
  session: SessionRow;
  experience: ExperienceRow;
  past: boolean;
  closed: boolean;
  /** Capacity less places taken, counting overdue holds as given back (they are, the next time anyone takes places). */
  placesLeft: number;
}

export const bookingClosesAt = sql`${experienceSessions.startsAt} - make_interval(mins => ${experienceSessions.bookingCutoffMinutes})`;

export async function sessionState(db: Db, sessionId: number): Promise<SessionState | undefined> {
  const [row] = await db
    .select({
      session: experienceSessions,
      experience: experiences,
      past: sql<boolean>`${experienceSessions.startsAt} <= now()`,
      closed: sql<boolean>`${experienceSessions.status} <> 'open' or now() >= ${bookingClosesAt}`,
      overdue: sql<number>`(select coalesce(sum(h.places), 0)::int from holds h
        where h.session_id = ${experienceSessions.id} and h.status = 'active' and h.expires_at <= now())`,
    })
    .from(experienceSessions)
    .innerJoin(experiences, and(eq(experiences.id, experienceSessions.experienceId), isPublished))
    .where(eq(experienceSessions.id, sessionId));
  if (!row) return undefined;
  const placesLeft = row.session.capacity - row.session.placesTaken + Number(row.overdue);
  return { session: row.session, experience: row.experience, past: row.past, closed: row.closed, placesLeft };
}

export const sessionNotFound = () => new ApiError(404, 'NOT_FOUND', 'We could not find that session.');

/**
 * The refusal for taking `places` on this session, or undefined when it can be booked. `legacy`: the words of the
 * eventId + quantity body (EVENT_PAST, tickets), which the pages of before sessions show.
 */
export function refusal(state: SessionState, places: number, legacy = false): ApiError | undefined {
  if (state.past)
    return legacy
      ? new ApiError(409, 'EVENT_PAST', EVENT_PAST_MESSAGE)
      : new ApiError(409, 'SESSION_PAST', 'This session has already started.');
  if (state.session.status === 'cancelled') return new ApiError(409, 'BOOKING_CLOSED', 'This session was cancelled.');
  if (state.closed) return new ApiError(409, 'BOOKING_CLOSED', 'Booking for this session has closed.');
  if (state.placesLeft < places) return soldOut(state.placesLeft, legacy);
  return undefined;
}

export function soldOut(left: number, legacy = false): ApiError {
  const [what, one, many] = legacy ? ['event', 'ticket is', 'tickets are'] : ['session', 'place is', 'places are'];
  const message = left <= 0 ? `This ${what} is sold out.` : `Sorry, only ${left} ${left === 1 ? one : many} left.`;
  return new ApiError(409, 'SOLD_OUT', message);
}
