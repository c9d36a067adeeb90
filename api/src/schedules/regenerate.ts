// One experience's rule sessions brought in line with its weekly rules and closures, after a change
// (docs/product/partners.md#schedules-and-sessions). Sold sessions are never touched: a future rule session that no
// booking or hold ever used and that the rules no longer plan is deleted; an unused one they still plan takes the
// rule's length, capacity and cut-off; planned sessions missing are inserted. Cancelled and one-off sessions stay.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experienceClosures, experienceSchedules, experienceSessions } from '../db/schema.js';
import { cairoDateOf } from '../sessions/cairoTime.js';
import { GENERATION_DAYS, planSessions, type PlannedSession } from '../sessions/schedule.js';

export interface Closure {
  experienceId: number;
  startsOn: string;
  endsOn: string;
}

/** Drops the sessions whose Cairo day falls in one of the experience's closures. */
export function outsideClosures(planned: PlannedSession[], closures: Closure[]): PlannedSession[] {
  if (closures.length === 0) return planned;
  return planned.filter((session) => {
    const day = cairoDateOf(session.startsAt);
    return !closures.some((c) => c.experienceId === session.experienceId && day >= c.startsOn && day <= c.endsOn);
  });
}

/** An unused session: no hold nor booking ever named it, so deleting or reshaping it changes nothing anyone holds. */
const unused = sql`${experienceSessions.placesTaken} = 0
  and not exists (select 1 from holds h where h.session_id = ${experienceSessions.id})
  and not exists (select 1 from bookings b where b.session_id = ${experienceSessions.id})`;

export async function regenerateExperience(tx: Db, experienceId: number, now = new Date()) {
  const rules = await tx.select().from(experienceSchedules).where(eq(experienceSchedules.experienceId, experienceId));
  const closures = await tx
    .select({
      experienceId: experienceClosures.experienceId,
      startsOn: experienceClosures.startsOn,
      endsOn: experienceClosures.endsOn,
    })
    .from(experienceClosures)
    .where(eq(experienceClosures.experienceId, experienceId));
  const planned = outsideClosures(
    planSessions(rules, cairoDateOf(now), GENERATION_DAYS).filter((s) => s.startsAt > now),
    closures,
  );
  const byStart = new Map(planned.map((s) => [s.startsAt.getTime(), s]));
  const future = await tx
    .select({ id: experienceSessions.id, startsAt: experienceSessions.startsAt, unused: sql<boolean>`${unused}` })
    .from(experienceSessions)
    .where(
      and(
        eq(experienceSessions.experienceId, experienceId),
        eq(experienceSessions.origin, 'rule'),
        eq(experienceSessions.status, 'open'),
        sql`${experienceSessions.startsAt} > ${now}`,
      ),
    );
  let removed = 0;
  for (const session of future) {
    if (!session.unused) continue;
    const plan = byStart.get(session.startsAt.getTime());
    if (!plan) {
      await tx.delete(experienceSessions).where(and(eq(experienceSessions.id, session.id), unused));
      removed++;
    } else {
      await tx
        .update(experienceSessions)
        .set({ endsAt: plan.endsAt, capacity: plan.capacity, bookingCutoffMinutes: plan.bookingCutoffMinutes })
        .where(and(eq(experienceSessions.id, session.id), unused));
    }
  }
  const added = planned.length
    ? await tx
        .insert(experienceSessions)
        .values(planned.map((s) => ({ ...s, origin: 'rule' })))
        .onConflictDoNothing({ target: [experienceSessions.experienceId, experienceSessions.startsAt] })
        .returning({ id: experienceSessions.id })
    : [];
  return { added: added.length, removed };
}
