// The catalogue cache: answers come from memory after the first read, and every write that changes places left
// (hold, release, booking, cancellation, expiry) shows at once on this instance and within 1 s on another one
// sharing the PostgreSQL database (at once through LISTEN/NOTIFY, within the 1 s max age when a message is lost).
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/app.js';
import { notifiedSql, placesChangedOf } from '../src/catalog/placeChanges.js';
import { appPerFile, call, changedBehindTheApi, post, postgresAdminUrl, scratchPostgres, signUp, testApp } from './helpers.js';
import { ageHold, insertExperience, setPlacesLeft, type Fixture } from './sessionFixtures.js';

const card = { cardLast4: '4242', cvc: '123' };
let keyN = 0;
const idempotencyKey = () => `cache-${Date.now()}-${keyN++}`;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => call(app, { method: 'GET', url, headers });
const placesOf = async (app: FastifyInstance, id: number) => (await get(app, `/api/events/${id}`)).json().ticketsCount as number;
const listedPlacesOf = async (app: FastifyInstance, id: number) =>
  ((await get(app, '/api/events?pageSize=50')).json().items as { id: number; ticketsCount: number }[]).find((item) => item.id === id)!.ticketsCount;
const calendarPlacesOf = async (app: FastifyInstance, f: Fixture, session = 0) =>
  ((await get(app, `/api/events/${f.experienceId}/availability`)).json().days as { sessions: { id: number; placesLeft: number }[] }[])
    .flatMap((day) => day.sessions)
    .find((s) => s.id === f.sessions[session])!.placesLeft;

async function holdPlaces(app: FastifyInstance, cookie: string, f: Fixture, quantity: number, session = 0): Promise<string> {
  const res = await post(app, '/api/holds', { sessionId: f.sessions[session], tickets: [{ categoryId: f.categories.adult, quantity }] }, { cookie });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().hold.id;
}

/**
 * Polls until read() answers `expected`, failing after `withinMs`. An entry is at most 1 s old; the 1.5 s given to
 * the max-age cases leaves room for the polled reads themselves on a busy shared machine.
 */
async function seenWithin(read: () => Promise<number>, expected: number, withinMs: number): Promise<void> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    const took = Date.now() - start;
    if (value === expected) return;
    assert.ok(took < withinMs, `still ${value} after ${took} ms, expected ${expected}`);
    await sleep(20);
  }
}

describe('one instance (PGlite)', () => {
  let app: FastifyInstance;
  let database: Database;
  appPerFile((a, d) => {
    app = a;
    database = d;
  });

  test('a second read is served from memory: a change made behind the API is not seen until the 1 s max age', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
    assert.equal(await placesOf(app, f.experienceId), 10);
    const hits = app.ctx.catalogCache.hits;
    await setPlacesLeft(database.db, f.experienceId, 4);
    assert.equal(await placesOf(app, f.experienceId), 10, 'the stored answer');
    assert.equal(app.ctx.catalogCache.hits, hits + 1);
    await seenWithin(() => placesOf(app, f.experienceId), 4, 1500);
  });

  test('hold, release, booking and cancellation show at once in /events, /events/:id and the availability', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
    const { cookie } = await signUp(app);
    const reads = async () => [await placesOf(app, f.experienceId), await listedPlacesOf(app, f.experienceId), await calendarPlacesOf(app, f)];
    assert.deepEqual(await reads(), [10, 10, 10]);

    const held = await holdPlaces(app, cookie, f, 3);
    assert.deepEqual(await reads(), [7, 7, 7], 'after the hold');
    assert.equal((await call(app, { method: 'DELETE', url: `/api/holds/${held}`, headers: { cookie } })).statusCode, 204);
    assert.deepEqual(await reads(), [10, 10, 10], 'after the release');

    const paid = await holdPlaces(app, cookie, f, 2);
    const booked = await post(app, '/api/bookings', { holdId: paid, payment: card }, { cookie, 'idempotency-key': idempotencyKey() });
    assert.equal(booked.statusCode, 201, booked.body);
    assert.deepEqual(await reads(), [8, 8, 8], 'after the booking');
    const cancelled = await post(app, `/api/bookings/${booked.json().booking.id}/cancel`, {}, { cookie });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.deepEqual(await reads(), [10, 10, 10], 'after the cancellation');
  });

  test('a hold running out gives its places back: within the max age with no write, at once when it is expired', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 6 }] });
    const { cookie } = await signUp(app);
    const held = await holdPlaces(app, cookie, f, 5);
    assert.equal(await placesOf(app, f.experienceId), 1);
    await ageHold(database.db, held);
    await seenWithin(() => placesOf(app, f.experienceId), 6, 1500);

    const again = await holdPlaces(app, cookie, f, 4);
    assert.equal(await placesOf(app, f.experienceId), 2);
    await ageHold(database.db, again);
    const read = await call(app, { method: 'GET', url: `/api/holds/${again}`, headers: { cookie } });
    assert.equal(read.json().error.code, 'HOLD_EXPIRED');
    assert.equal(await placesOf(app, f.experienceId), 6, 'the read that expired it told the cache');
  });

  test('an answer near its max age is renewed by one request while the others are still served the stored one', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
    assert.equal(await placesOf(app, f.experienceId), 10);
    await setPlacesLeft(database.db, f.experienceId, 5);
    await sleep(800);
    const [renewing, served] = await Promise.all([placesOf(app, f.experienceId), placesOf(app, f.experienceId)]);
    assert.deepEqual([renewing, served], [5, 10], 'the first reads the database, the second gets the stored answer');
    assert.equal(await placesOf(app, f.experienceId), 5, 'then the renewed answer');
  });

  test('a booking on one experience leaves the others cached', async () => {
    const [booked, other] = [await insertExperience(database.db), await insertExperience(database.db)];
    const { cookie } = await signUp(app);
    await placesOf(app, other.experienceId);
    await holdPlaces(app, cookie, booked, 1);
    const hits = app.ctx.catalogCache.hits;
    await placesOf(app, other.experienceId);
    assert.equal(app.ctx.catalogCache.hits, hits + 1);
  });

  test('a hold on a session after the one a page names leaves the page cached; one on it or before it changes the page', async () => {
    // A minute apart: the page names the first session while it is bookable.
    const f = await insertExperience(database.db, { sessions: [{ capacity: 2 }, { capacity: 10 }] });
    const [traveller, another] = [await signUp(app), await signUp(app)];
    assert.equal(await placesOf(app, f.experienceId), 2);
    await holdPlaces(app, traveller.cookie, f, 3, 1);
    const hits = app.ctx.catalogCache.hits;
    assert.equal(await placesOf(app, f.experienceId), 2);
    assert.equal(app.ctx.catalogCache.hits, hits + 1, 'the page was served from memory');
    assert.equal(await calendarPlacesOf(app, f, 1), 7, 'the calendar, which lists the later session, was read again');

    const soldOut = await holdPlaces(app, another.cookie, f, 2, 0);
    assert.equal(await placesOf(app, f.experienceId), 7, 'the first session sold out: the page names the second');
    assert.equal((await call(app, { method: 'DELETE', url: `/api/holds/${soldOut}`, headers: { cookie: another.cookie } })).statusCode, 204);
    assert.equal(await placesOf(app, f.experienceId), 2, 'places back on the earlier session: the page names it again');
  });

  test('the ETag changes with the places left, and the new one answers 304', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 9 }] });
    const url = `/api/events/${f.experienceId}`;
    const before = await get(app, url);
    assert.equal((await get(app, url, { 'if-none-match': before.headers.etag as string })).statusCode, 304, 'from memory');
    const { cookie } = await signUp(app);
    await holdPlaces(app, cookie, f, 1);
    const after = await get(app, url, { 'if-none-match': before.headers.etag as string });
    assert.equal(after.statusCode, 200);
    assert.equal(after.json().ticketsCount, 8);
    assert.notEqual(after.headers.etag, before.headers.etag);
    const again = await get(app, url, { 'if-none-match': after.headers.etag as string });
    assert.equal(again.statusCode, 304);
    assert.equal(again.headers.etag, after.headers.etag);
  });

  test('each language and each query has its own entry; equivalent queries share one', async () => {
    const english = await get(app, '/api/events/1');
    const arabic = await get(app, '/api/events/1', { 'accept-language': 'ar-EG' });
    assert.notEqual(arabic.json().name, english.json().name);
    assert.equal((await get(app, '/api/events/1', { 'accept-language': 'ar' })).json().name, arabic.json().name);
    assert.equal((await get(app, '/api/events/1', { 'accept-language': 'ar' })).headers['content-language'], 'ar');
    const luxor = (await get(app, '/api/events?location=Luxor')).json();
    const aswan = (await get(app, '/api/events?location=Aswan')).json();
    assert.notDeepEqual(luxor.items, aswan.items);
    const hits = app.ctx.catalogCache.hits;
    assert.deepEqual((await get(app, '/api/events?location=%20luxor&page=1')).json(), luxor);
    assert.equal(app.ctx.catalogCache.hits, hits + 1);
  });

  test('a stored answer goes out as the first one did: same headers (security headers included), same body, in each encoding', async () => {
    const f = await insertExperience(database.db);
    const withoutDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });
    const decoded = (res: Awaited<ReturnType<typeof get>>) => {
      const encoding = res.headers['content-encoding'];
      if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
      return res.body;
    };
    for (const url of ['/api/events?pageSize=50', `/api/events/${f.experienceId}`, `/api/events/${f.experienceId}/availability`]) {
      for (const acceptEncoding of [undefined, 'br', 'gzip, deflate', 'gzip;q=0.5, br']) {
        const headers = { 'accept-language': 'ar', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
        changedBehindTheApi(app);
        const first = await get(app, url, headers);
        const hits = app.ctx.catalogCache.hits;
        const stored = await get(app, url, headers);
        assert.equal(app.ctx.catalogCache.hits, hits + 1, `${url} ${acceptEncoding}: from memory`);
        assert.equal(stored.statusCode, 200);
        assert.deepEqual(withoutDate(stored.headers), withoutDate(first.headers), `${url} ${acceptEncoding}`);
        assert.equal(decoded(stored), decoded(first));
        assert.equal(JSON.parse(decoded(stored)).error, undefined);
        assert.equal(stored.headers['content-type'], 'application/json; charset=utf-8');
        assert.equal(stored.headers['content-language'], 'ar');
        assert.match(String(stored.headers['content-security-policy']), /default-src 'none'/);
        assert.equal(stored.headers['x-content-type-options'], 'nosniff');
        assert.equal(stored.headers['x-frame-options'], 'DENY');
        assert.equal(stored.headers['referrer-policy'], 'no-referrer');
        const compressed = acceptEncoding && Buffer.byteLength(decoded(stored)) >= 1024;
        assert.equal(stored.headers['content-encoding'], compressed ? (acceptEncoding === 'gzip, deflate' ? 'gzip' : 'br') : undefined);
        assert.equal(Number(stored.headers['content-length']), stored.rawPayload.length);
        if (Buffer.byteLength(decoded(stored)) >= 1024) assert.match(String(stored.headers.vary), /Accept-Language, Accept-Encoding/);
      }
    }
  });

  test('a stored answer and one read again: 304 with the security headers and no body; HEAD with no body; no compression when asked not to', async () => {
    const url = '/api/events?pageSize=50';
    const first = await get(app, url);
    const notModified = await get(app, url, { 'if-none-match': first.headers.etag as string, 'accept-encoding': 'br' });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.rawPayload.length, 0);
    assert.equal(notModified.headers.etag, first.headers.etag);
    assert.equal(notModified.headers['content-encoding'], undefined);
    assert.match(String(notModified.headers['content-security-policy']), /default-src 'none'/);
    changedBehindTheApi(app);
    const reread = await get(app, url, { 'if-none-match': first.headers.etag as string });
    assert.deepEqual([reread.statusCode, reread.rawPayload.length, reread.headers.etag], [304, 0, first.headers.etag], 'read again, unchanged');
    const head = await call(app, { method: 'HEAD', url, headers: {} });
    assert.equal(head.statusCode, 200);
    assert.equal(head.body, '');
    assert.equal(head.headers.etag, first.headers.etag);
    assert.equal(head.headers['content-length'], first.headers['content-length']);
    const plain = await get(app, url, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, first.body);
  });

  test('refusals are not stored', async () => {
    assert.equal((await get(app, '/api/events/999999')).statusCode, 404);
    const f = await insertExperience(database.db);
    assert.equal((await get(app, `/api/events/${f.experienceId}`)).statusCode, 200);
    assert.equal((await get(app, '/api/events/1/availability?from=2027-02-30')).statusCode, 400);
  });
});

const adminUrl = await postgresAdminUrl();

test('a message of another instance names each experience and the start of its earliest changed session', () => {
  assert.deepEqual(
    placesChangedOf('3@1700000000,12@1700003600,3@1699990000'),
    new Map([
      [3, 1_699_990_000_000],
      [12, 1_700_003_600_000],
    ]),
  );
  assert.deepEqual(
    placesChangedOf('7,8@soon'),
    new Map([
      [7, -Infinity],
      [8, -Infinity],
    ]),
    'without a start: every session',
  );
  assert.deepEqual(placesChangedOf('x@1,,@2'), new Map(), 'no experience');
});

describe('two instances on one PostgreSQL database', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  /** An instance of its own (its pool, its listener, its cache); maxAgeMs long so only a message can refresh it. */
  async function instance(maxAgeMs: number): Promise<FastifyInstance> {
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
    databases.push(database);
    const app = await testApp(database, { config: { databaseUrl: scratch.url, catalogCacheMaxAgeMs: maxAgeMs } });
    apps.push(app);
    return app;
  }

  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    const setup = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '' });
    await prepareDatabase(setup);
    await setup.close();
  });
  after(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await scratch.drop();
  });

  test('a hold and a booking through A show on B within 1 s (a NOTIFY; B would otherwise keep its answer a minute)', async () => {
    const [a, b] = [await instance(60_000), await instance(60_000)];
    const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
    assert.equal(await placesOf(b, f.experienceId), 10);
    assert.equal(await calendarPlacesOf(b, f), 10);
    const { cookie } = await signUp(a);
    const held = await holdPlaces(a, cookie, f, 3);
    assert.equal(await placesOf(a, f.experienceId), 7, 'A at once');
    await seenWithin(() => placesOf(b, f.experienceId), 7, 1000);
    await seenWithin(() => calendarPlacesOf(b, f), 7, 1000);
    const booked = await post(a, '/api/bookings', { holdId: held, payment: card }, { cookie, 'idempotency-key': idempotencyKey() });
    assert.equal(booked.statusCode, 201, booked.body);
    await post(a, `/api/bookings/${booked.json().booking.id}/cancel`, {}, { cookie });
    await seenWithin(() => placesOf(b, f.experienceId), 10, 1000);
  });

  test("a hold through A on a session after the one B shows leaves B's page cached; one on that session shows on B within 1 s", async () => {
    const [a, b] = [apps[0] ?? (await instance(60_000)), apps[1] ?? (await instance(60_000))];
    const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }, { capacity: 10 }] });
    assert.equal(await placesOf(b, f.experienceId), 10);
    assert.equal(await calendarPlacesOf(b, f, 1), 10);
    const { cookie } = await signUp(a);
    await holdPlaces(a, cookie, f, 4, 1);
    await seenWithin(() => calendarPlacesOf(b, f, 1), 6, 1000);
    const hits = b.ctx.catalogCache.hits;
    assert.equal(await placesOf(b, f.experienceId), 10);
    assert.equal(b.ctx.catalogCache.hits, hits + 1, "B's page was served from memory");
    await holdPlaces(a, cookie, f, 3, 0);
    await seenWithin(() => placesOf(b, f.experienceId), 7, 1000);
  });

  test('a write changing more experiences than one message can name tells the others to forget every answer', async () => {
    const b = apps[1] ?? (await instance(60_000));
    const f = await insertExperience(databases[0].db);
    await placesOf(b, f.experienceId);
    const misses = b.ctx.catalogCache.misses;
    // 2,000 experiences' changes: far over the 8,000 bytes PostgreSQL takes in a NOTIFY.
    const { rows } = await databases[0].db.execute<{ notified: number }>(sql`
      with changed as (select n as experience_id, now() + n * interval '1 hour' as starts_at from generate_series(1, 2000) n),
      ${notifiedSql(sql.raw('changed'))}
      select (select count(*) from notified)::int as notified`);
    assert.equal(rows[0]?.notified, 1);
    await seenWithin(async () => (await placesOf(b, f.experienceId), b.ctx.catalogCache.misses - misses), 1, 1000);
  });

  test("B's listener dropped: B empties its cache and listens again, so a booking meanwhile still shows within 1 s", async () => {
    const [a, b] = [apps[0] ?? (await instance(60_000)), apps[1] ?? (await instance(60_000))];
    const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
    assert.equal(await placesOf(b, f.experienceId), 10);
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'kemet-catalog-listener'`,
      [new URL(scratch.url).pathname.slice(1)],
    );
    await admin.end();
    assert.ok(rows.length >= 2, 'both listeners were connected');
    const { cookie } = await signUp(a);
    await holdPlaces(a, cookie, f, 4);
    await seenWithin(() => placesOf(b, f.experienceId), 6, 1000);
  });

  test('a change no message announces (a lost NOTIFY) shows on every instance within the 1 s max age', async () => {
    const c = await instance(1000);
    const f = await insertExperience(databases[0].db, { sessions: [{ capacity: 10 }] });
    assert.equal(await placesOf(c, f.experienceId), 10);
    await setPlacesLeft(databases[0].db, f.experienceId, 2);
    assert.equal(await placesOf(c, f.experienceId), 10, 'the stored answer');
    await seenWithin(() => placesOf(c, f.experienceId), 2, 1500);
  });
});
