// Holds: places taken on one session while the traveller pays, released, replaced by a new hold, and given back
// exactly once when they expire (lazily, or by the periodic sweep).
import assert from 'node:assert/strict';
import { describe, mock, test } from 'node:test';
import { HOLD_MINUTES, INFANTS_NEED_ADULT_MESSAGE } from '@kemet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HOLD_SWEEP_MS } from '../src/plugins/holdSweep.js';
import { expireOverdueHolds } from '../src/bookings/placeLedger.js';
import type { Database } from '../src/db/client.js';
import { holds } from '../src/db/schema.js';
import { appPerFile, call, pgliteDatabase, post, signUp, testApp } from './helpers.js';
import { ageHold, insertExperience, sessionPlaces } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const hold = (cookie: string, body: unknown, on = app) => post(on, '/api/holds', body, { cookie });
const getHold = (cookie: string, id: string) =>
  call(app, { method: 'GET', url: `/api/holds/${id}`, headers: { cookie } });
const deleteHold = (cookie: string, id: string) =>
  call(app, { method: 'DELETE', url: `/api/holds/${id}`, headers: { cookie } });
const statusOf = async (id: string) =>
  (await database.db.select({ status: holds.status }).from(holds).where(eq(holds.id, id)))[0].status;

describe('POST /api/holds', () => {
  test(`takes the places for ${HOLD_MINUTES} minutes and answers the server's quote; infants on a lap take none`, async () => {
    const f = await insertExperience(database.db, { sale: 200, sessions: [{ capacity: 5 }] });
    const { cookie } = await signUp(app);
    const res = await hold(cookie, {
      sessionId: f.sessions[0],
      tickets: [
        { categoryId: f.categories.adult, quantity: 2 },
        { categoryId: f.categories.infant, quantity: 1 },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const { hold: h } = res.json();
    assert.match(h.id, /^[0-9a-f-]{36}$/);
    const minutes = (new Date(h.expiresAt).getTime() - Date.now()) / 60_000;
    assert.ok(minutes > HOLD_MINUTES - 1 && minutes <= HOLD_MINUTES, `expires in ${minutes} minutes`);
    assert.equal(h.quote.total, 160);
    assert.equal(h.quote.places, 2);
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 2, left: 3 });
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('free "Under 6" tickets need an adult in the same booking, at most 2 per adult, and take places like paid ones', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 40 }], underSix: true });
    const { cookie } = await signUp(app);
    const choice = (adults: number, underSix: number) => ({
      sessionId: f.sessions[0],
      tickets: [
        ...(adults ? [{ categoryId: f.categories.adult, quantity: adults }] : []),
        { categoryId: f.categories.infant, quantity: underSix },
      ],
    });
    for (const [adults, underSix] of [
      [0, 10],
      [0, 1],
      [1, 3],
    ]) {
      const refused = await hold(cookie, choice(adults, underSix));
      assert.equal(refused.statusCode, 422, `${adults} adults, ${underSix} under 6`);
      assert.deepEqual(refused.json().error, { code: 'INFANTS_NEED_ADULT', message: INFANTS_NEED_ADULT_MESSAGE });
    }
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 0);
    const res = await hold(cookie, choice(1, 2));
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().hold.quote.places, 3);
    assert.equal((await post(app, '/api/quotes', choice(0, 5))).json().error.code, 'INFANTS_NEED_ADULT');
  });

  test('signed out → 401 even with a bad body; more than is left → 409 SOLD_OUT and nothing taken', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 2 }] });
    const out = await post(app, '/api/holds', { nonsense: true });
    assert.equal(out.statusCode, 401);
    assert.equal(out.json().error.code, 'UNAUTHENTICATED');
    const { cookie } = await signUp(app);
    const res = await hold(cookie, {
      sessionId: f.sessions[0],
      tickets: [{ categoryId: f.categories.adult, quantity: 3 }],
    });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json().error, { code: 'SOLD_OUT', message: 'Sorry, only 2 places are left.' });
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 0);
  });

  test("a new hold on the same session releases the traveller's earlier one, in the same transaction", async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 4 }, { capacity: 4 }] });
    const { cookie } = await signUp(app);
    const first = (
      await hold(cookie, { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 3 }] })
    ).json().hold;
    const elsewhere = (
      await hold(cookie, { sessionId: f.sessions[1], tickets: [{ categoryId: f.categories.adult, quantity: 1 }] })
    ).json().hold;
    // Three of four places are held by the first hold: 4 more fit only because it is released.
    const second = await hold(cookie, {
      sessionId: f.sessions[0],
      tickets: [{ categoryId: f.categories.adult, quantity: 4 }],
    });
    assert.equal(second.statusCode, 201, second.body);
    assert.equal(await statusOf(first.id), 'released');
    assert.equal(await statusOf(elsewhere.id), 'active', 'a hold on another session stays');
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 4, left: 0 });
    // Another traveller's hold is not touched by mine.
    const other = await signUp(app);
    const refused = await hold(other.cookie, {
      sessionId: f.sessions[0],
      tickets: [{ categoryId: f.categories.adult, quantity: 1 }],
    });
    assert.equal(refused.json().error.code, 'SOLD_OUT');
    assert.equal(await statusOf(second.json().hold.id), 'active');
  });
});

describe('GET and DELETE /api/holds/:id', () => {
  test('my hold only: another traveller gets 404 HOLD_NOT_FOUND; a malformed id → 400', async () => {
    const f = await insertExperience(database.db);
    const mine = await signUp(app);
    const h = (
      await hold(mine.cookie, { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.child, quantity: 2 }] })
    ).json().hold;
    const read = await getHold(mine.cookie, h.id);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.json().hold, h);
    const stranger = await signUp(app);
    assert.equal((await getHold(stranger.cookie, h.id)).json().error.code, 'HOLD_NOT_FOUND');
    assert.equal((await deleteHold(stranger.cookie, h.id)).statusCode, 404);
    assert.equal((await getHold(mine.cookie, 'not-a-uuid')).statusCode, 400);
    assert.equal((await call(app, { method: 'GET', url: `/api/holds/${h.id}` })).statusCode, 401);
  });

  test('DELETE gives the places back once and answers 204, again 204 without giving them twice', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 6 }] });
    const { cookie } = await signUp(app);
    const h = (
      await hold(cookie, { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 4 }] })
    ).json().hold;
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 4);
    assert.equal((await deleteHold(cookie, h.id)).statusCode, 204);
    assert.equal((await deleteHold(cookie, h.id)).statusCode, 204);
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 0);
    const gone = await getHold(cookie, h.id);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().error.code, 'HOLD_NOT_FOUND');
  });
});

describe('expiry', () => {
  test('reading an overdue hold expires it: 409 HOLD_EXPIRED, places back exactly once however often it is read or swept', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 6 }] });
    const { cookie } = await signUp(app);
    const h = (
      await hold(cookie, { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 5 }] })
    ).json().hold;
    await ageHold(database.db, h.id);
    const reads = await Promise.all([getHold(cookie, h.id), getHold(cookie, h.id), expireOverdueHolds(database.db)]);
    for (const r of reads.slice(0, 2) as Awaited<ReturnType<typeof getHold>>[]) {
      assert.equal(r.statusCode, 409);
      assert.equal(r.json().error.code, 'HOLD_EXPIRED');
    }
    await expireOverdueHolds(database.db);
    assert.equal(await statusOf(h.id), 'expired');
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 0, left: 6 });
  });

  test("taking places expires the session's overdue holds first, so a full session of stale holds can be held again", async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 3 }] });
    const a = await signUp(app);
    const stale = (
      await hold(a.cookie, { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 3 }] })
    ).json().hold;
    await ageHold(database.db, stale.id);
    const b = await signUp(app);
    const quote = await post(app, '/api/quotes', {
      sessionId: f.sessions[0],
      tickets: [{ categoryId: f.categories.adult, quantity: 3 }],
    });
    assert.equal(quote.statusCode, 200, 'a quote counts overdue holds as given back');
    const res = await hold(b.cookie, {
      sessionId: f.sessions[0],
      tickets: [{ categoryId: f.categories.adult, quantity: 3 }],
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(await statusOf(stale.id), 'expired');
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 3, left: 0 });
  });

  test('the periodic sweep expires overdue holds nobody reads and keeps live ones', async () => {
    mock.timers.enable({ apis: ['setInterval'] });
    const db = await pgliteDatabase();
    try {
      const swept = await testApp(db);
      const f = await insertExperience(db.db, { sessions: [{ capacity: 10 }] });
      const { cookie } = await signUp(swept);
      const other = await signUp(swept);
      const overdue = (
        await hold(
          cookie,
          { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 2 }] },
          swept,
        )
      ).json().hold;
      const live = (
        await hold(
          other.cookie,
          { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 3 }] },
          swept,
        )
      ).json().hold;
      await ageHold(db.db, overdue.id);
      assert.equal((await sessionPlaces(db.db, f.sessions[0])).taken, 5);
      mock.timers.tick(HOLD_SWEEP_MS);
      for (let i = 0; i < 200 && (await sessionPlaces(db.db, f.sessions[0])).taken > 3; i++)
        await new Promise((resolve) => setImmediate(resolve));
      assert.equal((await sessionPlaces(db.db, f.sessions[0])).taken, 3);
      const status = async (id: string) =>
        (await db.db.select({ status: holds.status }).from(holds).where(eq(holds.id, id)))[0].status;
      assert.equal(await status(overdue.id), 'expired');
      assert.equal(await status(live.id), 'active');
      await swept.close();
    } finally {
      mock.timers.reset();
      await db.close();
    }
  });
});
