// A partner cancelling a session (docs/product/partners.md#schedules-and-sessions), all in the caller's transaction: the
// session is cancelled with its reason, its confirmed bookings are cancelled by the partner with that reason, their
// tickets revoked, live holds released and every place given back, and each traveller gets a mail in the outbox in the
// language they booked in. Either all of it happens or none.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { endHolds, givePlacesBack } from '../bookings/placeLedger.js';
import type { Db } from '../db/client.js';
import { queueMail } from '../mail/outbox.js';
import { sessionCancelledMail, type CancelledBooking } from './cancellationMail.js';
import type { OwnSession } from './ownership.js';

export interface CancelContext {
  log: FastifyBaseLogger;
  publicOrigin: string;
}

/** Cancels a locked, not yet cancelled session; returns how many bookings it cancelled. */
export async function cancelSessionIn(
  tx: Db,
  session: OwnSession,
  reason: string,
  context: CancelContext,
): Promise<number> {
  await tx.execute(
    sql`update experience_sessions set status = 'cancelled', cancellation_reason = ${reason} where id = ${session.id}`,
  );
  await endHolds(tx, sql`'released'`, sql`session_id = ${session.id}`);
  const { rows } = await tx.execute<Omit<CancelledBooking, 'startsAt'> & { places: number; booking_id: number }>(sql`
    with cancelled as (
      update bookings set status = 'cancelled', cancelled_at = now(), cancelled_by = 'partner', cancellation_reason = ${reason}
      where session_id = ${session.id} and status = 'confirmed'
      returning id, user_id, reference, language, places, experience_id
    ), revoked as (
      update tickets set revoked_at = now() where revoked_at is null and booking_id in (select id from cancelled)
    )
    select c.id as booking_id, c.user_id as "userId", c.reference, c.language, c.places, u.email, u.full_name as "fullName",
      e.name as "experienceName"
    from cancelled c join users u on u.id = c.user_id join experiences e on e.id = c.experience_id`);
  const places = rows.reduce((sum, row) => sum + Number(row.places), 0);
  if (places > 0) await givePlacesBack(tx, session.id, places);
  for (const row of rows) {
    const mail = sessionCancelledMail(
      { ...row, userId: Number(row.userId), startsAt: session.startsAt },
      reason,
      context.publicOrigin,
    );
    await queueMail(tx, context.log, mail);
  }
  return rows.length;
}
