// The generation step on the database: tours' sessions for 90 Cairo days, written once, and again on a timer
// (docs/product/rules.md#sessions-and-ticket-categories).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { experienceSessions } from '../src/db/schema.js';
import { addDays, cairoDateOf } from '../src/sessions/cairoTime.js';
import { generateSessions, scheduleGeneration } from '../src/sessions/generate.js';
import { GENERATION_DAYS } from '../src/sessions/schedule.js';
import { pgliteDatabase } from './helpers.js';

let database: Database;
before(async () => {
  database = await pgliteDatabase();
});
after(async () => {
  await database.close();
});

const sessionsOf = async (experienceId: number) =>
  (
    await database.db
      .select({ n: count() })
      .from(experienceSessions)
      .where(and(eq(experienceSessions.experienceId, experienceId), gt(experienceSessions.startsAt, sql`now()`)))
  )[0].n;

describe('generateSessions', () => {
  test('at start, after the seed: every tour has its sessions for the next 90 Cairo days, events keep their one', async () => {
    const starts = await database.db
      .select({ startsAt: experienceSessions.startsAt })
      .from(experienceSessions)
      // The generated ones: the seed's reviews add past sessions (src/seed/reviews.ts).
      .where(
        and(eq(experienceSessions.experienceId, 3), gt(experienceSessions.startsAt, sql`now() - interval '1 day'`)),
      )
      .orderBy(experienceSessions.startsAt);
    const today = cairoDateOf(new Date());
    assert.ok(
      starts.length >= GENERATION_DAYS - 1 && starts.length <= GENERATION_DAYS,
      `${starts.length} daily Karnak sessions`,
    );
    assert.ok(cairoDateOf(starts[0].startsAt) <= addDays(today, 1));
    assert.equal(cairoDateOf(starts.at(-1)!.startsAt), addDays(today, GENERATION_DAYS - 1));
    assert.equal(await sessionsOf(6), 1);
  });

  test('idempotent: a second run adds nothing; a run after sessions went missing adds exactly those', async () => {
    assert.equal(await generateSessions(database.db), 0);
    const before = await sessionsOf(9);
    const removed = await database.db
      .delete(experienceSessions)
      .where(
        and(eq(experienceSessions.experienceId, 9), gt(experienceSessions.startsAt, sql`now() + interval '10 days'`)),
      )
      .returning({ id: experienceSessions.id });
    assert.ok(removed.length > 10);
    assert.equal(await generateSessions(database.db), removed.length);
    assert.equal(await sessionsOf(9), before);
  });

  test('a day later, the window moves on by a day', async () => {
    const before = await sessionsOf(3);
    assert.ok((await generateSessions(database.db, new Date(Date.now() + 86_400_000))) > 0);
    assert.equal(await sessionsOf(3), before + 1, 'Karnak runs once a day: one more session');
  });

  test('the timer runs the generation again, one run at a time, tells when it added sessions, and stops', async () => {
    await database.db
      .delete(experienceSessions)
      .where(and(eq(experienceSessions.experienceId, 10), gt(experienceSessions.startsAt, sql`now()`)));
    assert.equal(await sessionsOf(10), 0);
    const errors: unknown[] = [];
    let told = 0;
    const stop = scheduleGeneration(
      database.db,
      () => told++,
      (error) => errors.push(error),
      20,
    );
    try {
      for (let i = 0; i < 200 && told === 0; i++) await new Promise((r) => setTimeout(r, 25));
      // Several more runs, which find every session there.
      await new Promise((r) => setTimeout(r, 150));
    } finally {
      stop();
    }
    assert.ok((await sessionsOf(10)) >= GENERATION_DAYS - 1);
    assert.equal(told, 1, 'told once: the later runs added nothing');
    assert.deepEqual(errors, []);
  });
});
