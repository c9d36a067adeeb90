// Closures (docs/product/partners.md#schedules-and-sessions): Cairo days an experience does not run, with a reason.
// Adding one cancels every session not yet started in it (their bookings too, as cancelling a session does), in one
// transaction; the generator plans no session in it after.
import { CLOSURE_MAX_DAYS, messages, type PartnerClosure } from '@kemet/contract';
import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experienceClosures, experienceSessions } from '../db/schema.js';
import { cairoDateOf, daysBetween } from '../sessions/cairoTime.js';
import { cairoDay, closureSpan, fieldError } from './cairoInput.js';
import { ownExperience } from './ownership.js';
import type { Audited } from './partnerChange.js';
import { cancelSessionIn, type CancelContext } from './sessionCancellation.js';

export interface ClosureInput {
  from: string;
  to: string;
  reason: string;
}

export const closureOut = (row: typeof experienceClosures.$inferSelect): PartnerClosure => ({
  id: row.id,
  from: row.startsOn,
  to: row.endsOn,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The closures not yet over, soonest first. */
export async function closuresOf(db: Db, experienceId: number): Promise<PartnerClosure[]> {
  const rows = await db
    .select()
    .from(experienceClosures)
    .where(
      and(eq(experienceClosures.experienceId, experienceId), gte(experienceClosures.endsOn, cairoDateOf(new Date()))),
    )
    .orderBy(asc(experienceClosures.startsOn));
  return rows.map(closureOut);
}

export async function addClosure(
  tx: Db,
  providerId: number,
  experienceId: number,
  input: ClosureInput,
  context: CancelContext,
): Promise<Audited<{ closure: PartnerClosure; sessionsCancelled: number; bookingsCancelled: number }>> {
  await ownExperience(tx, providerId, experienceId);
  const today = cairoDateOf(new Date());
  const from = cairoDay('from', input.from, today);
  const to = cairoDay('to', input.to, today);
  if (to < from) throw fieldError('to', messages.closureEndBeforeStart);
  if (daysBetween(from, to) >= CLOSURE_MAX_DAYS) throw fieldError('to', messages.closureTooLong);
  const [row] = await tx
    .insert(experienceClosures)
    .values({ experienceId, startsOn: from, endsOn: to, reason: input.reason })
    .returning();
  const span = closureSpan(from, to);
  const sessions = await tx
    .select()
    .from(experienceSessions)
    .where(
      and(
        eq(experienceSessions.experienceId, experienceId),
        ne(experienceSessions.status, 'cancelled'),
        gte(experienceSessions.startsAt, span.start),
        lt(experienceSessions.startsAt, span.end),
        sql`${experienceSessions.startsAt} > now()`,
      ),
    )
    .orderBy(asc(experienceSessions.startsAt))
    .for('update');
  let bookingsCancelled = 0;
  for (const session of sessions) bookingsCancelled += await cancelSessionIn(tx, session, input.reason, context);
  const closure = closureOut(row);
  return {
    result: { closure, sessionsCancelled: sessions.length, bookingsCancelled },
    audit: {
      action: 'closure.added',
      entity: 'experience',
      entityId: experienceId,
      after: { ...closure, sessionsCancelled: sessions.length, bookingsCancelled },
    },
  };
}
