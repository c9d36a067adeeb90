// Crash: kill -9 right after bookings and sign-ups were acknowledged; after a restart on the same data every one is there.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
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
  const counts = await Promise.all(EVENT_IDS.map(async (id) => (await request(api.port, 'GET', `/api/events/${id}`)).json().ticketsCount as number));
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
    const got = new Set(list.json().items.map((b: { reference: string; status: string }) => `${b.reference}:${b.status}`));
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

describe('crash (kill -9) on embedded PGlite', () => {
  let dir = '';
  let api: ApiProcess | undefined;
  after(async () => {
    await stopAll(api);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('acknowledged sign-ups and bookings survive kill -9; the data directory reopens', { timeout: 300_000 }, async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kemet-crash-'));
    const { ack, restarted } = await crashAndRestart({ PGLITE_DIR: dir }, 4, 3);
    api = restarted;
    await assertAllThere(api, ack);
    // The restarted service still takes writes on the same files.
    const after = await signUp(api.port);
    assert.ok(after.id > Math.max(...ack.accounts.map((a) => a.id)));
  });
});

describe('crash (kill -9) on PostgreSQL', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>> | undefined;
  let api: ApiProcess | undefined;
  after(async () => {
    await stopAll(api);
    await scratch?.drop();
  });

  test('acknowledged sign-ups and bookings survive kill -9; ticket counts match the bookings', { timeout: 300_000 }, async () => {
    scratch = await scratchPostgres(adminUrl!);
    const client = new pg.Client({ connectionString: scratch.url });
    const { ack, restarted } = await crashAndRestart({ DATABASE_URL: scratch.url }, 6, 4);
    api = restarted;
    await assertAllThere(api, ack);
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from bookings where status = 'confirmed'`);
      assert.equal(rows[0].n, ack.bookings.length);
    } finally {
      await client.end();
    }
  });
});
