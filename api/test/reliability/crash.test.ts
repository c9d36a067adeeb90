// Crash: kill -9 right after bookings and sign-ups were acknowledged; after a restart on the same data every one is
// there. And a hold left running by a killed process still gives its places back, exactly once, when it is overdue.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.js';
import { postgresAdminUrl, scratchPostgres } from '../helpers.js';
import { CARD, RELAXED_LIMITS, request, signIn, signUp, startApi, stopAll, type ApiProcess } from './support.js';

const adminUrl = await postgresAdminUrl();

// Seeded experiences with 24+ tickets each, so no acknowledged booking can be a sold-out.
const EVENT_IDS = [1, 2, 3, 8, 9, 10];

interface Acknowledged {
  ticketsBefore: Map<number, number>;
  accounts: { email: string; id: number }[];
  bookings: { reference: string; email: string; quantity: number; eventId: number }[];
}

/** Concurrent sign-ups and bookings; returns only what the API acknowledged (201). */
async function writeAndAcknowledge(api: ApiProcess, travellers: number, bookingsEach: number): Promise<Acknowledged> {
  const ticketsBefore = await ticketCounts(api);
  const accounts = await Promise.all(Array.from({ length: travellers }, () => signUp(api.port)));
  const attempts = accounts.flatMap((account, a) =>
    Array.from({ length: bookingsEach }, (_, b) => ({
      account,
      eventId: EVENT_IDS[(a * bookingsEach + b) % EVENT_IDS.length],
      quantity: 1 + (b % 3),
      key: `crash-${a}-${b}`,
    })),
  );
  const results = await Promise.all(
    attempts.map(async ({ account, eventId, quantity, key }) => {
      const res = await request(api.port, 'POST', '/api/bookings', {
        body: { eventId, quantity, payment: CARD },
        headers: { cookie: account.cookie, 'idempotency-key': key },
      });
      assert.equal(res.status, 201, res.body);
      return { reference: res.json().booking.reference as string, email: account.email, quantity, eventId };
    }),
  );
  return { ticketsBefore, accounts: accounts.map(({ email, id }) => ({ email, id })), bookings: results };
}

async function ticketCounts(api: ApiProcess): Promise<Map<number, number>> {
  const counts = await Promise.all(
    EVENT_IDS.map(async (id) => (await request(api.port, 'GET', `/api/events/${id}`)).json().ticketsCount as number),
  );
  return new Map(EVENT_IDS.map((id, i) => [id, counts[i]]));
}

/** After the restart: each account signs in and lists exactly the bookings it was promised. */
async function assertAllThere(api: ApiProcess, ack: Acknowledged): Promise<void> {
  for (const account of ack.accounts) {
    const res = await signIn(api.port, account.email);
    assert.equal(res.status, 200, `account ${account.email} lost after kill -9: ${res.status} ${res.body}`);
    const cookie = res.headers['set-cookie']!.map((c) => c.split(';')[0]).find((c) => c.includes('kemet_session'))!;
    const list = await request(api.port, 'GET', '/api/bookings', { headers: { cookie } });
    assert.equal(list.status, 200);
    const got = new Set(
      list.json().items.map((b: { reference: string; status: string }) => `${b.reference}:${b.status}`),
    );
    for (const booking of ack.bookings.filter((b) => b.email === account.email)) {
      assert.ok(got.has(`${booking.reference}:confirmed`), `booking ${booking.reference} lost after kill -9`);
    }
  }
  // No half-done transaction: each experience lost exactly the seats of its acknowledged bookings.
  const now = await ticketCounts(api);
  for (const id of EVENT_IDS) {
    const taken = ack.bookings.filter((b) => b.eventId === id).reduce((s, b) => s + b.quantity, 0);
    assert.equal(now.get(id), ack.ticketsBefore.get(id)! - taken, `tickets of experience ${id}`);
  }
}

async function crashAndRestart(
  env: Record<string, string>,
  travellers: number,
  bookingsEach: number,
): Promise<{ ack: Acknowledged; restarted: ApiProcess }> {
  const first = await startApi({ ...env, ...RELAXED_LIMITS });
  let ack: Acknowledged;
  try {
    ack = await writeAndAcknowledge(first, travellers, bookingsEach);
  } finally {
    // No grace: SIGKILL the moment the last acknowledgement arrived.
    first.kill('SIGKILL');
    await first.exited;
  }
  const restarted = await startApi({ ...env, ...RELAXED_LIMITS });
  return { ack, restarted };
}

/**
 * A traveller holds 3 places, the process is killed, the hold's minutes run out while it is down (aged in the
 * database), and a restarted process gives the places back once: its start sweep, then a read of the hold, both see it.
 */
async function overdueHoldAfterCrash(
  env: Record<string, string>,
  database: { databaseUrl?: string; pgliteDir: string },
): Promise<void> {
  const withDb = async <T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> => {
    const opened = await openDatabase(database);
    try {
      return await fn(opened.db);
    } finally {
      await opened.close();
    }
  };
  const taken = (sessionId: number) =>
    withDb(async (db) =>
      Number(
        (
          await db.execute<{ n: number }>(
            sql`select places_taken as n from experience_sessions where id = ${sessionId}`,
          )
        ).rows[0].n,
      ),
    );
  const first = await startApi({ ...env, ...RELAXED_LIMITS });
  let hold: { id: string; sessionId: number; cookie: string };
  try {
    const traveller = await signUp(first.port);
    const availability = (await request(first.port, 'GET', '/api/events/1/availability')).json();
    const session = availability.days
      .flatMap((d: { sessions: { id: number; bookable: boolean }[] }) => d.sessions)
      .find((s: { bookable: boolean }) => s.bookable);
    const res = await request(first.port, 'POST', '/api/holds', {
      body: { sessionId: session.id, tickets: [{ categoryId: availability.categories[0].id, quantity: 3 }] },
      headers: { cookie: traveller.cookie },
    });
    assert.equal(res.status, 201, res.body);
    hold = { id: res.json().hold.id, sessionId: session.id, cookie: traveller.cookie };
  } finally {
    first.kill('SIGKILL');
    await first.exited;
  }
  const before = await taken(hold.sessionId);
  await withDb((db) =>
    db.execute(sql`update holds set expires_at = now() - interval '1 second' where id = ${hold.id}`),
  );
  const restarted = await startApi({ ...env, ...RELAXED_LIMITS });
  try {
    const read = await request(restarted.port, 'GET', `/api/holds/${hold.id}`, { headers: { cookie: hold.cookie } });
    assert.equal(read.status, 409, read.body);
    assert.equal(errorCodeOf(read.body), 'HOLD_EXPIRED');
  } finally {
    restarted.kill('SIGKILL');
    await restarted.exited;
  }
  assert.equal(await taken(hold.sessionId), before - 3, 'the 3 places came back, once');
  const [status] = await withDb(
    async (db) => (await db.execute<{ status: string }>(sql`select status from holds where id = ${hold.id}`)).rows,
  );
  assert.equal(status.status, 'expired');
}

const errorCodeOf = (body: string) => JSON.parse(body).error.code as string;

describe('crash (kill -9) on embedded PGlite', () => {
  let dir = '';
  let api: ApiProcess | undefined;
  after(async () => {
    await stopAll(api);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test(
    'acknowledged sign-ups and bookings survive kill -9; the data directory reopens',
    { timeout: 300_000 },
    async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'kemet-crash-'));
      const { ack, restarted } = await crashAndRestart({ PGLITE_DIR: dir }, 4, 3);
      api = restarted;
      await assertAllThere(api, ack);
      // The restarted service still takes writes on the same files.
      const after = await signUp(api.port);
      assert.ok(after.id > Math.max(...ack.accounts.map((a) => a.id)));
    },
  );

  test(
    'a hold left by a killed process gives its places back exactly once after a restart',
    { timeout: 300_000 },
    async () => {
      await stopAll(api);
      api = undefined;
      const holdDir = await mkdtemp(path.join(os.tmpdir(), 'kemet-crash-hold-'));
      try {
        await overdueHoldAfterCrash({ PGLITE_DIR: holdDir }, { pgliteDir: holdDir });
      } finally {
        await rm(holdDir, { recursive: true, force: true });
      }
    },
  );
});

describe('crash (kill -9) on PostgreSQL', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let api: ApiProcess | undefined;
  after(async () => {
    await stopAll(api);
    await scratch?.drop();
  });

  test(
    'acknowledged sign-ups and bookings survive kill -9; ticket counts match the bookings',
    { timeout: 300_000 },
    async () => {
      scratch = await scratchPostgres(adminUrl!);
      const client = new pg.Client({ connectionString: scratch.url });
      const { ack, restarted } = await crashAndRestart({ DATABASE_URL: scratch.url }, 6, 4);
      api = restarted;
      await assertAllThere(api, ack);
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          // The seed's reviewed trips were booked weeks ago; the run's bookings are today's.
          `select count(*)::int as n from bookings where status = 'confirmed' and created_at > now() - interval '1 day'`,
        );
        assert.equal(rows[0].n, ack.bookings.length);
      } finally {
        await client.end();
      }
    },
  );

  test(
    'a hold left by a killed process gives its places back exactly once after a restart',
    { timeout: 300_000 },
    async () => {
      await stopAll(api);
      api = undefined;
      await overdueHoldAfterCrash({ DATABASE_URL: scratch!.url }, { databaseUrl: scratch!.url, pgliteDir: '' });
    },
  );
});
