// The catalogue cache on one instance: answers come from memory after the first read, and every write that changes
// places left (hold, release, booking, cancellation, expiry) shows at once where it touches what an answer shows;
// what the clock alone changes (a hold running out, a booking cut-off) shows when it happens.
// Across instances: catalogCacheInstances.test.ts.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, changedBehindTheApi, post, signUp, testApp } from './helpers.js';
import {
  calendarPlacesOf,
  card,
  get,
  holdPlaces,
  idempotencyKey,
  listedPlacesOf,
  placesOf,
  readPlaces,
  seenWithin,
} from './catalogReads.js';
import { ageHold, bookingClosesIn, holdRunsOutIn, insertExperience, setPlacesLeft } from './sessionFixtures.js';

describe('one instance (PGlite)', () => {
  let app: FastifyInstance;
  let database: Database;
  appPerFile((a, d) => {
    app = a;
    database = d;
  });

  /** Runs fn with an app of its own on the file's database, whose answers live at most maxAgeMs. */
  async function withMaxAge(maxAgeMs: number, fn: (short: FastifyInstance) => Promise<void>): Promise<void> {
    const short = await testApp(database, { config: { catalogCacheMaxAgeMs: maxAgeMs } });
    try {
      await fn(short);
    } finally {
      await short.close();
    }
  }

  /**
   * Reads until an answer is stored while the clock's bounds are known (the first read after a change starts their
   * read).
   */
  async function storedWithBoundsKnown(read: () => Promise<unknown>): Promise<void> {
    await read();
    await sleep(1_100);
    await read();
  }

  test('a second read is served from memory: a change made behind the API (no write announces it) is seen within the max age', async () => {
    await withMaxAge(1_000, async (short) => {
      const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
      assert.equal(await placesOf(short, f.experienceId), 10);
      await setPlacesLeft(database.db, f.experienceId, 4);
      assert.deepEqual(await readPlaces(short, f.experienceId), { places: 10, fromMemory: true }, 'the stored answer');
      await seenWithin(() => placesOf(short, f.experienceId), 4, 1500);
    });
  });

  test('with nothing changing (the next booking cut-off days away), an answer is served from memory for longer than a second', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
    changedBehindTheApi(app);
    await storedWithBoundsKnown(() => placesOf(app, f.experienceId));
    await sleep(1_500);
    assert.deepEqual(
      await readPlaces(app, f.experienceId),
      { places: 10, fromMemory: true },
      'from memory, 1.5 s after it was stored',
    );
  });

  test('a hold running out gives its places back: when it runs out with no write, at once when it is expired', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 6 }] });
    const { cookie } = await signUp(app);
    const held = await holdPlaces(app, cookie, f, 5);
    // Long enough for the reads below to finish before it, on a loaded machine too.
    await holdRunsOutIn(database.db, held, 5_000);
    changedBehindTheApi(app);
    await storedWithBoundsKnown(() => placesOf(app, f.experienceId));
    const hits = app.ctx.catalogCache.hits;
    assert.equal(await placesOf(app, f.experienceId), 1, 'held');
    assert.equal(app.ctx.catalogCache.hits, hits + 1, 'from memory while the hold runs');
    await seenWithin(() => placesOf(app, f.experienceId), 6, 6_000);

    const again = await holdPlaces(app, cookie, f, 4);
    assert.equal(await placesOf(app, f.experienceId), 2);
    await ageHold(database.db, again);
    const read = await call(app, { method: 'GET', url: `/api/holds/${again}`, headers: { cookie } });
    assert.equal(read.json().error.code, 'HOLD_EXPIRED');
    assert.equal(await placesOf(app, f.experienceId), 6, 'the read that expired it told the cache');
  });

  test('a booking cut-off passing moves the page to the next session, and closes the session in the calendar, with no write', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 3 }, { capacity: 9 }] });
    // As above: the reads before the cut-off finish well before it.
    await bookingClosesIn(database.db, f.sessions[0], 5_000);
    changedBehindTheApi(app);
    const bookable = async () =>
      (
        (await get(app, `/api/events/${f.experienceId}/availability`)).json().days as {
          sessions: { id: number; bookable: boolean }[];
        }[]
      )
        .flatMap((day) => day.sessions)
        .find((s) => s.id === f.sessions[0])!.bookable;
    await storedWithBoundsKnown(async () => [await placesOf(app, f.experienceId), await bookable()]);
    const hits = app.ctx.catalogCache.hits;
    assert.equal(await placesOf(app, f.experienceId), 3, 'the first session, still bookable');
    assert.equal(await bookable(), true);
    assert.equal(app.ctx.catalogCache.hits, hits + 2, 'both from memory');
    await seenWithin(() => placesOf(app, f.experienceId), 9, 6_000);
    assert.equal(await bookable(), false);
  });

  test('hold, release, booking and cancellation show at once in /events, /events/:id and the availability', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
    const { cookie } = await signUp(app);
    const reads = async () => [
      await placesOf(app, f.experienceId),
      await listedPlacesOf(app, f.experienceId),
      await calendarPlacesOf(app, f),
    ];
    assert.deepEqual(await reads(), [10, 10, 10]);

    const held = await holdPlaces(app, cookie, f, 3);
    assert.deepEqual(await reads(), [7, 7, 7], 'after the hold');
    assert.equal(
      (await call(app, { method: 'DELETE', url: `/api/holds/${held}`, headers: { cookie } })).statusCode,
      204,
    );
    assert.deepEqual(await reads(), [10, 10, 10], 'after the release');

    const paid = await holdPlaces(app, cookie, f, 2);
    const booked = await post(
      app,
      '/api/bookings',
      { holdId: paid, payment: card },
      { cookie, 'idempotency-key': idempotencyKey() },
    );
    assert.equal(booked.statusCode, 201, booked.body);
    assert.deepEqual(await reads(), [8, 8, 8], 'after the booking');
    const cancelled = await post(app, `/api/bookings/${booked.json().booking.id}/cancel`, {}, { cookie });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.deepEqual(await reads(), [10, 10, 10], 'after the cancellation');
  });

  test('an answer near its max age is renewed by one request while the others are still served the stored one', async () => {
    // Renewed ahead in the last quarter of its max age: from 3 s to 4 s, aimed at 3.2 s, which leaves a loaded machine
    // most of a second to send the two reads.
    await withMaxAge(4_000, async (short) => {
      const f = await insertExperience(database.db, { sessions: [{ capacity: 10 }] });
      await storedWithBoundsKnown(() => placesOf(short, f.experienceId));
      const stored = Date.now();
      await setPlacesLeft(database.db, f.experienceId, 5);
      await sleep(Math.max(0, stored + 3_200 - Date.now()));
      const [renewing, served] = await Promise.all([placesOf(short, f.experienceId), placesOf(short, f.experienceId)]);
      assert.deepEqual([renewing, served], [5, 10], 'the first reads the database, the second gets the stored answer');
      assert.equal(await placesOf(short, f.experienceId), 5, 'then the renewed answer');
    });
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
    assert.equal(
      (await call(app, { method: 'DELETE', url: `/api/holds/${soldOut}`, headers: { cookie: another.cookie } }))
        .statusCode,
      204,
    );
    assert.equal(await placesOf(app, f.experienceId), 2, 'places back on the earlier session: the page names it again');
  });

  test('the ETag changes with the places left, and the new one answers 304', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 9 }] });
    const url = `/api/events/${f.experienceId}`;
    const before = await get(app, url);
    assert.equal(
      (await get(app, url, { 'if-none-match': before.headers.etag as string })).statusCode,
      304,
      'from memory',
    );
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
    for (const url of [
      '/api/events?pageSize=50',
      `/api/events/${f.experienceId}`,
      `/api/events/${f.experienceId}/availability`,
    ]) {
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
        assert.equal(
          stored.headers['content-encoding'],
          compressed ? (acceptEncoding === 'gzip, deflate' ? 'gzip' : 'br') : undefined,
        );
        assert.equal(Number(stored.headers['content-length']), stored.rawPayload.length);
        if (Buffer.byteLength(decoded(stored)) >= 1024)
          assert.match(String(stored.headers.vary), /Accept-Language, Accept-Encoding/);
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
    assert.deepEqual(
      [reread.statusCode, reread.rawPayload.length, reread.headers.etag],
      [304, 0, first.headers.etag],
      'read again, unchanged',
    );
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
