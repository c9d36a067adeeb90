// Judges one gate scan (docs/product/rules.md#e-tickets-and-the-gate): invalid → wrong_provider → revoked → not_today →
// valid | already_used, recorded once per (provider, scanner nonce) so a retried scan gets the first answer again.
import {
  CHECKIN_CLOSES_HOURS_AFTER,
  CHECKIN_MESSAGES,
  CHECKIN_OPENS_HOURS_BEFORE,
  type CheckinAnswer,
  type CheckinResult,
  type Proof,
} from '@kemet/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  bookings,
  checkinScans,
  experienceSessions,
  experiences,
  ticketCategories,
  ticketCheckins,
  tickets,
} from '../db/schema.js';
import { verifyTicket, type TicketClaims } from '../tickets/token.js';

/** How long a scan's answer is kept for replays; the hourly purge drops older ones. */
export const SCAN_RETENTION_DAYS = 7;

const HOUR_MS = 3_600_000;

interface TicketFacts {
  revokedAt: Date | null;
  startsAt: Date;
  endsAt: Date;
  ticket: NonNullable<CheckinAnswer['ticket']>;
}

const answerOf = (
  result: CheckinResult,
  ticket: CheckinAnswer['ticket'] = null,
  checkedInAt: Date | null = null,
): CheckinAnswer => ({
  result,
  message: CHECKIN_MESSAGES[result],
  checkedInAt: checkedInAt?.toISOString() ?? null,
  ticket,
});

async function ticketFacts(db: Db, ticketId: string): Promise<TicketFacts | null> {
  const [row] = await db
    .select({
      id: tickets.id,
      revokedAt: tickets.revokedAt,
      reference: bookings.reference,
      experienceId: experiences.id,
      experienceName: experiences.name,
      startsAt: experienceSessions.startsAt,
      endsAt: experienceSessions.endsAt,
      label: ticketCategories.label,
      proof: ticketCategories.proof,
    })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .innerJoin(experienceSessions, eq(experienceSessions.id, bookings.sessionId))
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .where(eq(tickets.id, ticketId))
    .limit(1);
  if (!row) return null;
  return {
    revokedAt: row.revokedAt,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    ticket: {
      id: row.id,
      reference: row.reference,
      experience: { id: row.experienceId, name: row.experienceName },
      startsAt: row.startsAt.toISOString(),
      category: { label: row.label, proof: row.proof as Proof },
    },
  };
}

/**
 * Whether `now` lies in the check-in window: from 3 h (or `opensHoursBefore`) before the session starts until 1 h after
 * it ends.
 */
export function withinCheckinWindow(
  startsAt: Date,
  endsAt: Date,
  now: Date,
  opensHoursBefore = CHECKIN_OPENS_HOURS_BEFORE,
): boolean {
  const opens = startsAt.getTime() - opensHoursBefore * HOUR_MS;
  const closes = endsAt.getTime() + CHECKIN_CLOSES_HOURS_AFTER * HOUR_MS;
  return now.getTime() >= opens && now.getTime() <= closes;
}

/**
 * The first check-in of the ticket: ours when the insert wins, else the one already there. Under PostgreSQL a
 * concurrent insert of the same ticket waits on the primary key until the other transaction commits, and then does
 * nothing; the select that follows runs with a fresh snapshot (READ COMMITTED), so it sees the winner's row.
 */
async function firstCheckin(
  tx: Db,
  ticketId: string,
  providerId: number,
): Promise<{ checkedInAt: Date; ours: boolean }> {
  const [inserted] = await tx
    .insert(ticketCheckins)
    .values({ ticketId, providerId })
    .onConflictDoNothing()
    .returning({ checkedInAt: ticketCheckins.checkedInAt });
  if (inserted) return { checkedInAt: inserted.checkedInAt, ours: true };
  const [existing] = await tx
    .select({ checkedInAt: ticketCheckins.checkedInAt })
    .from(ticketCheckins)
    .where(eq(ticketCheckins.ticketId, ticketId));
  return { checkedInAt: existing.checkedInAt, ours: false };
}

/** When the scan is judged, and how early the gate opens (CHECKIN_OPENS_HOURS_BEFORE). */
export interface CheckinClock {
  now?: Date;
  opensHoursBefore?: number;
}

async function judge(
  tx: Db,
  claims: TicketClaims | null,
  providerId: number,
  { now = new Date(), opensHoursBefore }: CheckinClock,
): Promise<{ answer: CheckinAnswer; ticketId: string | null }> {
  const facts = claims ? await ticketFacts(tx, claims.jti) : null;
  if (!claims || !facts) return { answer: answerOf('invalid'), ticketId: null };
  // Another provider's staff learn nothing about the ticket.
  if (claims.pv !== providerId) return { answer: answerOf('wrong_provider'), ticketId: claims.jti };
  if (facts.revokedAt) return { answer: answerOf('revoked', facts.ticket), ticketId: claims.jti };
  if (!withinCheckinWindow(facts.startsAt, facts.endsAt, now, opensHoursBefore))
    return { answer: answerOf('not_today', facts.ticket), ticketId: claims.jti };
  const first = await firstCheckin(tx, claims.jti, providerId);
  return {
    answer: answerOf(first.ours ? 'valid' : 'already_used', facts.ticket, first.checkedInAt),
    ticketId: claims.jti,
  };
}

/**
 * One scan, in one short transaction. The scan row (provider, nonce) is claimed first: a concurrent send of the same
 * nonce waits on that primary key, then finds it taken and answers what the first send recorded, so a retried scan
 * is judged and recorded once.
 */
export async function checkIn(
  db: Db,
  providerId: number,
  scan: { token: string; nonce: string },
  clock: CheckinClock = {},
): Promise<CheckinAnswer> {
  // Verified before the transaction: the signature check holds no connection or lock.
  const claims = await verifyTicket(scan.token);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(checkinScans)
      .values({ providerId, nonce: scan.nonce })
      .onConflictDoNothing()
      .returning({ nonce: checkinScans.nonce });
    if (!claimed) {
      const [first] = await tx
        .select({ answer: checkinScans.answer })
        .from(checkinScans)
        .where(and(eq(checkinScans.providerId, providerId), eq(checkinScans.nonce, scan.nonce)));
      return first.answer as CheckinAnswer;
    }
    const { answer, ticketId } = await judge(tx, claims, providerId, clock);
    await tx
      .update(checkinScans)
      .set({ ticketId, result: answer.result, answer })
      .where(and(eq(checkinScans.providerId, providerId), eq(checkinScans.nonce, scan.nonce)));
    return answer;
  });
}

/** Drops scans older than SCAN_RETENTION_DAYS: past then a retry is judged afresh (and finds the ticket used). */
export async function purgeOldScans(db: Db): Promise<void> {
  await db
    .delete(checkinScans)
    .where(lt(checkinScans.createdAt, sql`now() - make_interval(days => ${SCAN_RETENTION_DAYS})`));
}
