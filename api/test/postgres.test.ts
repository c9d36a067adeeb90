// Real PostgreSQL (skipped when none is reachable): the booking race, shared sessions, concurrency of retries, cancels
// and hold expiry.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepareDatabase } from '../src/db/prepare.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { expireOverdueHolds } from '../src/bookings/placeLedger.js';
import { bookings } from '../src/db/schema.js';
import { call, post, postgresAdminUrl, scratchPostgres, signUp, testApp } from './helpers.js';
import { insertExperience, nextSessionOf, placesLeft, sessionPlaces, setPlacesLeft } from './sessionFixtures.js';

const adminUrl = await postgresAdminUrl();
const card = { cardLast4: '4242', cvc: '123' };

describe('on real PostgreSQL', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let dbA: Database;
  let dbB: Database;
  let appA: FastifyInstance;
  let appB: FastifyInstance;

  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    dbA = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 10 });
    dbB = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 10 });
    // Both instances run setup at once: the advisory lock makes one migrate and seed, the other find it done.
    await Promise.all([prepareDatabase(dbA), prepareDatabase(dbB)]);
    appA = await testApp(dbA);
    appB = await testApp(dbB);
  });
  after(async () => {
    await appA?.close();
    await appB?.close();
    await dbA?.close();
    await dbB?.close();
    await scratch?.drop();
  });

  const tickets = (id: number) => placesLeft(dbA.db, id);

  test('seeded once, trigram index in place, search works', async () => {
    const res = await call(appA, { method: 'GET', url: '/api/events?q=nubian&pageSize=50' });
    assert.equal(res.json().total, 4);
    const idx = (await dbA.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'experiences_search_trgm'`,
    )) as unknown as {
      rows: { indexdef: string }[];
    };
    assert.match(idx.rows[0].indexdef, /gin_trgm_ops/);
    const locations = (await call(appB, { method: 'GET', url: '/api/locations' })).json();
    assert.ok(locations.length >= 8);
  });

  test('a session made on one instance works on the other; sign-out on one ends it on both', async () => {
    const { cookie, email } = await signUp(appA);
    const me = await call(appB, { method: 'GET', url: '/api/me', headers: { cookie } });
    assert.equal(me.json().user.email, email);
    assert.equal(
      (await call(appB, { method: 'DELETE', url: '/api/sessions/current', headers: { cookie } })).statusCode,
      204,
    );
    assert.equal((await call(appA, { method: 'GET', url: '/api/me', headers: { cookie } })).statusCode, 401);
  });

  test('race: 120 concurrent bookings over two instances for 10 places → exactly 10 succeed', async () => {
    const eventId = 2;
    await setPlacesLeft(dbA.db, eventId, 10);
    const users = await Promise.all([signUp(appA), signUp(appB), signUp(appA), signUp(appB)]);
    // The seed's reviewed trips booked this experience's past sessions; the race's bookings are made from now on.
    const raceStart = new Date();
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        post(
          i % 2 ? appB : appA,
          '/api/bookings',
          { eventId, quantity: 1, payment: card },
          { cookie: users[i % 4].cookie, 'idempotency-key': `race-${i}` },
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 201).length, 10, codes.join(','));
    assert.equal(codes.filter((c) => c === 409).length, 110);
    assert.ok(results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'SOLD_OUT'));
    assert.equal(await tickets(eventId), 0);
    const rows = await dbA.db
      .select()
      .from(bookings)
      .where(
        and(eq(bookings.experienceId, eventId), eq(bookings.status, 'confirmed'), gte(bookings.createdAt, raceStart)),
      );
    assert.equal(rows.length, 10);
  });

  test('concurrent retries with one key on two instances → one booking, one answer', async () => {
    const { cookie } = await signUp(appA);
    const before = await tickets(1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          i % 2 ? appB : appA,
          '/api/bookings',
          { eventId: 1, quantity: 2, payment: card },
          { cookie, 'idempotency-key': 'one-key' },
        ),
      ),
    );
    assert.ok(
      results.every((r) => r.statusCode === 201),
      results.map((r) => r.statusCode).join(','),
    );
    assert.equal(new Set(results.map((r) => r.json().booking.id)).size, 1);
    assert.equal(await tickets(1), before - 2);
  });

  test('decline leaves tickets; concurrent cancels return tickets exactly once', async () => {
    // An event (its one session months ahead), so cancelling is open whatever the hour: a daily tour's next bookable
    // session can be less than its free-cancellation hours away.
    const EVENT = 6;
    const { cookie } = await signUp(appB);
    const before = await tickets(EVENT);
    const declined = await post(
      appA,
      '/api/bookings',
      { eventId: EVENT, quantity: 1, payment: { cardLast4: '0002', cvc: '123' } },
      { cookie, 'idempotency-key': 'd1' },
    );
    assert.equal(declined.statusCode, 402);
    assert.equal(await tickets(EVENT), before);
    const { booking } = (
      await post(
        appA,
        '/api/bookings',
        { eventId: EVENT, quantity: 4, payment: card },
        { cookie, 'idempotency-key': 'c1' },
      )
    ).json();
    assert.equal(await tickets(EVENT), before - 4);
    const cancels = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i % 2 ? appB : appA, `/api/bookings/${booking.id}/cancel`, {}, { cookie }),
      ),
    );
    assert.equal(cancels.filter((r) => r.statusCode === 200).length, 1);
    assert.equal(cancels.filter((r) => r.statusCode === 409).length, 9);
    assert.equal(await tickets(EVENT), before);
  });

  test('overdue holds expired at once by both instances (sweeps and reads) give their places back exactly once', async () => {
    const f = await insertExperience(dbA.db, { sessions: [{ capacity: 30 }] });
    const travellers = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(i % 2 ? appB : appA)));
    const held = await Promise.all(
      travellers.map(async ({ cookie }, i) => {
        const res = await post(
          i % 2 ? appB : appA,
          '/api/holds',
          { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 3 }] },
          { cookie },
        );
        assert.equal(res.statusCode, 201, res.body);
        return { cookie, id: res.json().hold.id as string };
      }),
    );
    assert.deepEqual(await sessionPlaces(dbA.db, f.sessions[0]), { taken: 30, left: 0 });
    await dbA.db.execute(
      sql`update holds set expires_at = now() - interval '1 second' where session_id = ${f.sessions[0]}`,
    );
    await Promise.all([
      expireOverdueHolds(dbA.db),
      expireOverdueHolds(dbB.db),
      ...held.map(({ cookie, id }, i) =>
        call(i % 2 ? appA : appB, { method: 'GET', url: `/api/holds/${id}`, headers: { cookie } }),
      ),
      expireOverdueHolds(dbA.db, f.sessions[0]),
      expireOverdueHolds(dbB.db, f.sessions[0]),
    ]);
    assert.deepEqual(await sessionPlaces(dbA.db, f.sessions[0]), { taken: 0, left: 30 });
  });

  test('the CHECK constraint refuses more places taken than the capacity, and fewer than none', async () => {
    const id = await nextSessionOf(dbA.db, 4);
    await assert.rejects(
      dbA.db.execute(sql`update experience_sessions set places_taken = capacity + 1 where id = ${id}`),
    );
    await assert.rejects(dbA.db.execute(sql`update experience_sessions set places_taken = -1 where id = ${id}`));
  });
});
