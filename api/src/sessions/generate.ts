// Writes the sessions of every tour's schedule for the next GENERATION_DAYS Cairo days: at start and daily after.
// Idempotent: the unique (experience_id, starts_at) key drops sessions that exist, and an advisory lock makes two
// instances generating at once take turns.
import { sql } from 'drizzle-orm';
import { notifyContentChanged } from '../catalog/placeChanges.js';
import type { Db } from '../db/client.js';
import { experienceClosures, experienceSchedules, experienceSessions } from '../db/schema.js';
import { outsideClosures } from '../schedules/regenerate.js';
import { cairoDateOf } from './cairoTime.js';
import { GENERATION_DAYS, planSessions } from './schedule.js';

const GENERATION_LOCK_ID = 7_331_015;
const ROWS_PER_INSERT = 1000;

/** Inserts the missing sessions; returns how many this call inserted. Sessions already started are not written. */
export async function generateSessions(db: Db, now = new Date()): Promise<number> {
  const inserted = await insertPlannedSessions(db, now);
  // Fresh statistics let the planner walk the (experience_id, starts_at) index for "the next bookable session" instead
  // of sorting every session of a tour; PGlite has no autovacuum to gather them.
  if (inserted > 0) {
    await db.execute(sql`analyze experience_sessions`);
    await notifyContentChanged(db);
  }
  return inserted;
}

function insertPlannedSessions(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GENERATION_LOCK_ID})`);
    const slots = await tx.select().from(experienceSchedules);
    // A closure's days get no session (docs/product/partners.md#schedules-and-sessions).
    const closures = await tx
      .select()
      .from(experienceClosures)
      .where(sql`${experienceClosures.endsOn} >= ${cairoDateOf(now)}`);
    const planned = outsideClosures(
      planSessions(slots, cairoDateOf(now), GENERATION_DAYS).filter((s) => s.startsAt > now),
      closures,
    );
    let inserted = 0;
    for (let i = 0; i < planned.length; i += ROWS_PER_INSERT) {
      const rows = await tx
        .insert(experienceSessions)
        .values(planned.slice(i, i + ROWS_PER_INSERT).map((s) => ({ ...s, origin: 'rule' })))
        .onConflictDoNothing({ target: [experienceSessions.experienceId, experienceSessions.startsAt] })
        .returning({ id: experienceSessions.id });
      inserted += rows.length;
    }
    return inserted;
  });
}

const GENERATION_INTERVAL_MS = 86_400_000;

/**
 * Generates again `intervalMs` (a day) after each run ends, so a slow run is never overlapped by the next, without
 * keeping the process alive; returns the stop function. `onGenerated` tells this process's catalogue cache (other
 * instances hear the NOTIFY).
 */
export function scheduleGeneration(
  db: Db,
  onGenerated: () => void,
  onError: (error: unknown) => void,
  intervalMs = GENERATION_INTERVAL_MS,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout;
  const runLater = () => {
    timer = setTimeout(() => {
      generateSessions(db)
        .then((inserted) => inserted > 0 && onGenerated())
        .catch(onError)
        .finally(() => stopped || runLater());
    }, intervalMs);
    timer.unref();
  };
  runLater();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
