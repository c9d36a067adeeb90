// Caps on places held without paying: per account, per device (whichever account signs in on it) and per address,
// across all sessions, free places counted like paid ones; and a session held again only a few times an hour.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, post, signUp, testApp } from './helpers.js';
import { insertExperience, sessionPlaces, type Fixture } from './sessionFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const hold = (
  on: FastifyInstance,
  cookie: string,
  sessionId: number,
  tickets: { categoryId: number; quantity: number }[],
) => post(on, '/api/holds', { sessionId, tickets }, { cookie });
const adults = (f: Fixture, quantity: number) => [{ categoryId: f.categories.adult, quantity }];

describe('places held at once', () => {
  test('one account holds at most 20 places across sessions; free places that take a place count; releasing makes room', async () => {
    const f = await insertExperience(database.db, { underSix: true, sessions: [{}, {}, {}] });
    const { cookie } = await signUp(app);
    assert.equal((await hold(app, cookie, f.sessions[0], adults(f, 10))).statusCode, 201);
    const second = await hold(app, cookie, f.sessions[1], [
      { categoryId: f.categories.adult, quantity: 4 },
      { categoryId: f.categories.infant, quantity: 6 },
    ]);
    assert.equal(second.statusCode, 201, second.body);
    const over = await hold(app, cookie, f.sessions[2], [
      { categoryId: f.categories.adult, quantity: 1 },
      { categoryId: f.categories.infant, quantity: 1 },
    ]);
    assert.equal(over.statusCode, 409, over.body);
    assert.equal(over.json().error.code, 'TOO_MANY_PLACES_HELD');
    assert.equal((await sessionPlaces(database.db, f.sessions[2])).taken, 0, 'the refused hold gave its places back');
    const released = await call(app, {
      method: 'DELETE',
      url: `/api/holds/${second.json().hold.id}`,
      headers: { cookie },
    });
    assert.equal(released.statusCode, 204);
    assert.equal((await hold(app, cookie, f.sessions[2], adults(f, 2))).statusCode, 201);
  });

  test('one device holds at most 20 places, whichever accounts sign in on it', async () => {
    const f = await insertExperience(database.db, { sessions: [{}, {}, {}] });
    const first = await signUp(app);
    const res = await hold(app, first.cookie, f.sessions[0], adults(f, 10));
    assert.equal(res.statusCode, 201);
    const device = res.cookies.find((c) => c.name === 'kemet_device');
    assert.ok(device && device.httpOnly, 'a device cookie, out of scripts’ reach');
    const onDevice = async () => `${(await signUp(app)).cookie}; kemet_device=${device.value}`;
    assert.equal((await hold(app, await onDevice(), f.sessions[1], adults(f, 10))).statusCode, 201);
    const third = await hold(app, await onDevice(), f.sessions[2], adults(f, 1));
    assert.equal(third.statusCode, 409);
    assert.equal(third.json().error.code, 'TOO_MANY_PLACES_HELD');
    assert.equal(
      (await hold(app, (await signUp(app)).cookie, f.sessions[2], adults(f, 1))).statusCode,
      201,
      'another device may',
    );
  });

  describe('per address', () => {
    let small: FastifyInstance;
    before(async () => {
      small = await testApp(database, { config: { heldPlacesPerIp: 15 } });
    });
    after(() => small.close());

    // An address of its own, apart from the other tests' holds.
    const fromHotel = async (sessionId: number, quantity: number, f: Fixture) =>
      call(small, {
        method: 'POST',
        url: '/api/holds',
        remoteAddress: '203.0.113.7',
        payload: { sessionId, tickets: adults(f, quantity) },
        headers: { 'content-type': 'application/json', cookie: (await signUp(small)).cookie },
      });

    test('the accounts and devices behind one address hold at most its cap together', async () => {
      const f = await insertExperience(database.db, { sessions: [{}, {}] });
      assert.equal((await fromHotel(f.sessions[0], 10, f)).statusCode, 201);
      const over = await fromHotel(f.sessions[1], 6, f);
      assert.equal(over.statusCode, 409);
      assert.equal(over.json().error.code, 'TOO_MANY_PLACES_HELD');
      assert.equal((await fromHotel(f.sessions[1], 5, f)).statusCode, 201);
    });
  });
});

describe('renewing a hold', () => {
  test('a traveller holds one session at most 4 times an hour (3 renewals), then 409 HOLD_RENEWALS_USED', async () => {
    const f = await insertExperience(database.db, { sessions: [{}, {}] });
    const { cookie } = await signUp(app);
    for (let i = 0; i < 4; i++)
      assert.equal((await hold(app, cookie, f.sessions[0], adults(f, 2))).statusCode, 201, `hold ${i + 1}`);
    const fifth = await hold(app, cookie, f.sessions[0], adults(f, 2));
    assert.equal(fifth.statusCode, 409);
    assert.equal(fifth.json().error.code, 'HOLD_RENEWALS_USED');
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 2, 'the last hold keeps its places');
    assert.equal((await hold(app, cookie, f.sessions[1], adults(f, 2))).statusCode, 201, 'another session may be held');
  });
});
