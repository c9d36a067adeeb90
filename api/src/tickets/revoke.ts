// Revocation: cancelling a booking revokes its tickets; scanners fetch the ids revoked since their last sync.
import type { RevokedTickets } from '@kemet/contract';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, experiences, tickets } from '../db/schema.js';

/** Sets revoked_at on the booking's live tickets; part of the cancelling transaction. */
export async function revokeTickets(tx: Db, bookingId: number): Promise<void> {
  await tx
    .update(tickets)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tickets.bookingId, bookingId), isNull(tickets.revokedAt)));
}

/**
 * A revocation is stamped with its transaction's start, and may commit a moment after a sync read past that stamp: asOf
 * is set this far back, so the next sync (since = asOf) lists it. A scanner gets a few ids twice, never misses one.
 */
const SYNC_OVERLAP = sql.raw(`interval '1 minute'`);

/** The provider's tickets revoked after `since` (all of them without it), oldest first. */
export async function revokedSince(db: Db, providerId: number, since?: Date): Promise<RevokedTickets> {
  const [{ asOf }] = (await db.execute(sql`select now() - ${SYNC_OVERLAP} as "asOf"`)).rows as [
    { asOf: string | Date },
  ];
  const rows = await db
    .select({ id: tickets.id, revokedAt: tickets.revokedAt })
    .from(tickets)
    .innerJoin(bookings, eq(bookings.id, tickets.bookingId))
    .innerJoin(experiences, eq(experiences.id, bookings.experienceId))
    .where(
      and(eq(experiences.providerId, providerId), since ? gt(tickets.revokedAt, since) : isNotNull(tickets.revokedAt)),
    )
    .orderBy(asc(tickets.revokedAt), asc(tickets.id));
  return {
    items: rows.map((r) => ({ id: r.id, revokedAt: r.revokedAt!.toISOString() })),
    asOf: new Date(asOf).toISOString(),
  };
}
