// A partner's changes to single sessions (docs/product/partners.md#schedules-and-sessions): adding a one-off session,
// changing a session's capacity (never below the places sold or held) and cancelling a session.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experienceSessions } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { futureSessionStart } from './cairoInput.js';
import { ownExperience, ownSession, type OwnSession } from './ownership.js';
import type { Audited } from './partnerChange.js';
import { cancelSessionIn, type CancelContext } from './sessionCancellation.js';

export interface OneOffInput {
  date: string;
  time: string;
  durationMinutes: number;
  capacity: number;
  bookingCutoffMinutes?: number;
}

const snapshot = (s: OwnSession) => ({
  startsAt: s.startsAt.toISOString(),
  capacity: s.capacity,
  status: s.status,
});

export async function addOneOffSession(
  tx: Db,
  providerId: number,
  experienceId: number,
  input: OneOffInput,
): Promise<Audited<number>> {
  await ownExperience(tx, providerId, experienceId);
  const startsAt = futureSessionStart(input.date, input.time);
  const [row] = await tx
    .insert(experienceSessions)
    .values({
      experienceId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000),
      capacity: input.capacity,
      bookingCutoffMinutes: input.bookingCutoffMinutes ?? 0,
      origin: 'one_off',
    })
    .onConflictDoNothing({ target: [experienceSessions.experienceId, experienceSessions.startsAt] })
    .returning();
  if (!row) throw new ApiError(409, 'SESSION_EXISTS', 'This listing already has a session at that time.');
  return {
    result: row.id,
    audit: { action: 'session.added', entity: 'session', entityId: row.id, after: snapshot(row) },
  };
}

function assertChangeable(session: OwnSession) {
  if (session.status === 'cancelled') throw new ApiError(409, 'SESSION_CANCELLED', 'This session is cancelled.');
  if (session.startsAt <= new Date())
    throw new ApiError(409, 'SESSION_STARTED', 'This session has already started: it can no longer be changed.');
}

export async function changeCapacity(
  tx: Db,
  providerId: number,
  sessionId: number,
  capacity: number,
): Promise<Audited<number>> {
  const session = await ownSession(tx, providerId, sessionId, true);
  assertChangeable(session);
  // places_taken counts confirmed bookings and live holds: neither may lose its place.
  const [changed] = await tx
    .update(experienceSessions)
    .set({ capacity })
    .where(and(eq(experienceSessions.id, sessionId), sql`${experienceSessions.placesTaken} <= ${capacity}`))
    .returning();
  if (!changed) {
    const taken = session.placesTaken;
    throw new ApiError(
      409,
      'CAPACITY_BELOW_SOLD',
      `${taken} ${taken === 1 ? 'place is' : 'places are'} sold or held on this session: its capacity cannot go below ${taken}.`,
    );
  }
  return {
    result: sessionId,
    audit: {
      action: 'session.capacity_changed',
      entity: 'session',
      entityId: sessionId,
      before: { capacity: session.capacity },
      after: { capacity },
    },
  };
}

export async function cancelSession(
  tx: Db,
  providerId: number,
  sessionId: number,
  reason: string,
  context: CancelContext,
): Promise<Audited<number>> {
  const session = await ownSession(tx, providerId, sessionId, true);
  assertChangeable(session);
  const bookingsCancelled = await cancelSessionIn(tx, session, reason, context);
  return {
    result: bookingsCancelled,
    audit: {
      action: 'session.cancelled',
      entity: 'session',
      entityId: sessionId,
      before: snapshot(session),
      after: { status: 'cancelled', reason, bookingsCancelled },
    },
  };
}
