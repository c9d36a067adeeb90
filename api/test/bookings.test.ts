// POST /api/bookings paying a hold, GET /api/bookings, and cancelling within or after the free-cancellation deadline.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { bookings, holds } from '../src/db/schema.js';
import { call, pgliteDatabase, post, signUp, testApp } from './helpers.js';
import { insertExperience, sessionPlaces, type Fixture } from './sessionFixtures.js';

let database: Database;
let app: FastifyInstance;
let cookie: string;
let keyN = 0;
const key = () => `key-${Date.now()}-${keyN++}`;
const card = { cardLast4: '4242', cvc: '123' };
const declining = { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '999' };
const book = (body: unknown, headers: Record<string, string> = { 'idempotency-key': key() }, c = cookie) =>
  post(app, '/api/bookings', body, { cookie: c, ...headers });
const holdFor = async (c: string, sessionId: number, tickets: { categoryId: number; quantity: number }[]) => {
  const res = await post(app, '/api/holds', { sessionId, tickets }, { cookie: c });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().hold as { id: string; quote: { total: number } };
};
const holdStatus = async (id: string) =>
  (await database.db.select({ status: holds.status }).from(holds).where(eq(holds.id, id)))[0].status;

before(async () => {
  database = await pgliteDatabase();
  app = await testApp(database);
  cookie = (await signUp(app)).cookie;
});
after(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/bookings with a hold', () => {
  let f: Fixture;
  before(async () => {
    f = await insertExperience(database.db, { sale: 100, sessions: [{ capacity: 8 }] });
  });

  test("201: the hold's lines at the server's prices, the session, the cancellation deadline; hold and places confirmed", async () => {
    const traveller = await signUp(app);
    const h = await holdFor(traveller.cookie, f.sessions[0], [
      { categoryId: f.categories.adult, quantity: 2 },
      { categoryId: f.categories.child, quantity: 1 },
      { categoryId: f.categories.infant, quantity: 1 },
    ]);
    const res = await book({ holdId: h.id, payment: card }, undefined, traveller.cookie);
    assert.equal(res.statusCode, 201, res.body);
    const { booking } = res.json();
    assert.match(booking.reference, /^KMT-[A-Z2-9]{6}$/);
    assert.equal(booking.status, 'confirmed');
    assert.equal(booking.total, 225); // (2 × 100 + 50) − 10 %
    assert.equal(booking.total, h.quote.total);
    assert.equal(booking.currency, 'USD');
    assert.equal(booking.quantity, 4);
    assert.equal(booking.unitPrice, 90);
    assert.deepEqual(
      booking.lines.map((l: { label: string; quantity: number; amount: number }) => [l.label, l.quantity, l.amount]),
      [
        ['Foreign adult', 2, 180],
        ['Child', 1, 45],
        ['Infant on a lap', 1, 0],
      ],
    );
    assert.equal(booking.session.id, f.sessions[0]);
    assert.equal(
      new Date(booking.session.startsAt).getTime() - new Date(booking.cancellableUntil).getTime(),
      24 * 3_600_000,
    );
    assert.equal(await holdStatus(h.id), 'confirmed');
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 3, left: 5 });
    const again = await book({ holdId: h.id, payment: card }, undefined, traveller.cookie);
    assert.equal(again.statusCode, 404, 'a paid hold cannot be paid again');
    assert.equal(again.json().error.code, 'HOLD_NOT_FOUND');
  });

  test('a declined card → 402 and a failed booking; the hold stays, and another card pays it', async () => {
    const traveller = await signUp(app);
    const h = await holdFor(traveller.cookie, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 1 }]);
    const declined = await book({ holdId: h.id, payment: declining }, undefined, traveller.cookie);
    assert.equal(declined.statusCode, 402);
    assert.deepEqual(declined.json().error, { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    assert.equal(await holdStatus(h.id), 'active');
    const taken = (await sessionPlaces(database.db, f.sessions[0])).taken;
    const paid = await book({ holdId: h.id, payment: card }, undefined, traveller.cookie);
    assert.equal(paid.statusCode, 201, paid.body);
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, taken, 'the held place is the one booked');
    const list = (
      await call(app, { method: 'GET', url: '/api/bookings', headers: { cookie: traveller.cookie } })
    ).json().items;
    assert.deepEqual(
      list.map((b: { status: string }) => b.status),
      ['confirmed', 'failed'],
    );
  });

  test("someone else's hold, an unknown one → 404 HOLD_NOT_FOUND; an expired one → 409 HOLD_EXPIRED, places back once", async () => {
    const owner = await signUp(app);
    const h = await holdFor(owner.cookie, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 2 }]);
    const stranger = await book({ holdId: h.id, payment: card });
    assert.equal(stranger.statusCode, 404);
    assert.equal(stranger.json().error.code, 'HOLD_NOT_FOUND');
    assert.equal(
      (await book({ holdId: '00000000-0000-4000-8000-000000000000', payment: card })).json().error.code,
      'HOLD_NOT_FOUND',
    );
    const before = (await sessionPlaces(database.db, f.sessions[0])).taken;
    await database.db.execute(sql`update holds set expires_at = now() - interval '1 second' where id = ${h.id}`);
    for (let i = 0; i < 2; i++) {
      const expired = await book({ holdId: h.id, payment: card }, undefined, owner.cookie);
      assert.equal(expired.statusCode, 409);
      assert.equal(expired.json().error.code, 'HOLD_EXPIRED');
    }
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, before - 2);
    assert.equal(
      (await database.db.select().from(bookings).where(eq(bookings.holdId, h.id))).length,
      0,
      'nothing booked',
    );
  });

  test('holdId together with eventId, or neither → 400 VALIDATION', async () => {
    for (const body of [
      { holdId: '00000000-0000-4000-8000-000000000000', eventId: 1, quantity: 1, payment: card },
      { payment: card },
      { eventId: 1, payment: card },
    ]) {
      const res = await book(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error.code, 'VALIDATION');
    }
  });
});

describe('GET /api/bookings and cancel', () => {
  test('lists only my bookings, newest first, each with its session and lines', async () => {
    const mine = await signUp(app);
    const a = (await book({ eventId: 9, quantity: 1, payment: card }, { 'idempotency-key': key() }, mine.cookie)).json()
      .booking;
    const b = (
      await book({ eventId: 10, quantity: 2, payment: card }, { 'idempotency-key': key() }, mine.cookie)
    ).json().booking;
    const res = await call(app, { method: 'GET', url: '/api/bookings', headers: { cookie: mine.cookie } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().items, [b, a]);
    assert.equal((await call(app, { method: 'GET', url: '/api/bookings' })).statusCode, 401);
  });

  test('cancel before the deadline returns the places exactly once; a second cancel → 409; another user → 404', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 10, startsIn: 25 * 60 }] });
    const h = await holdFor(cookie, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 3 }]);
    const { booking } = (await book({ holdId: h.id, payment: card })).json();
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 3);
    const cancel = (c = cookie) => post(app, `/api/bookings/${booking.id}/cancel`, {}, { cookie: c });
    const stranger = await signUp(app);
    assert.equal((await cancel(stranger.cookie)).statusCode, 404);
    const [res, twice] = await Promise.all([cancel(), cancel()]);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().booking.status, 'cancelled');
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 0);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error.code, 'ALREADY_CANCELLED');
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 0);
    assert.equal((await post(app, '/api/bookings/999999/cancel', {}, { cookie })).statusCode, 404);
    assert.equal((await call(app, { method: 'POST', url: `/api/bookings/${booking.id}/cancel` })).statusCode, 401);
  });

  test('after the deadline (start − freeCancellationHours) → 409 CANCELLATION_CLOSED naming it in Cairo time; places stay', async () => {
    // Booked, then the session and the policy move so that the free-cancellation deadline lies in the past.
    const f = await insertExperience(database.db, {
      freeCancellationHours: 48,
      sessions: [{ capacity: 10, startsIn: 30 * 60 }],
    });
    const h = await holdFor(cookie, f.sessions[0], [{ categoryId: f.categories.adult, quantity: 2 }]);
    const { booking } = (await book({ holdId: h.id, payment: card })).json();
    await database.db.execute(
      sql`update experience_sessions set starts_at = '2030-04-26T09:00:00Z', ends_at = '2030-04-26T11:00:00Z' where id = ${f.sessions[0]}`,
    );
    await database.db.execute(
      sql`update experiences set free_cancellation_hours = 24 * 365 * 5 where id = ${f.experienceId}`,
    );
    const res = await post(app, `/api/bookings/${booking.id}/cancel`, {}, { cookie });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error.code, 'CANCELLATION_CLOSED');
    // 2030-04-26T09:00Z less 5 × 365 days = 2025-04-27T09:00Z: a Sunday, 12:00 in Cairo (UTC+3 that day, summer time).
    assert.equal(
      res.json().error.message,
      'Free cancellation ended on Sunday, 27 April 2025 at 12:00 (Cairo time). This booking can no longer be cancelled.',
    );
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 2);
    const list = (await call(app, { method: 'GET', url: '/api/bookings', headers: { cookie } })).json().items;
    assert.equal(list.find((b: { id: number }) => b.id === booking.id).status, 'confirmed');
  });

  test('a failed booking cannot be cancelled', async () => {
    await book({ eventId: 13, quantity: 1, payment: { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '123' } });
    const [failed] = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.experienceId, 13), eq(bookings.status, 'failed')));
    assert.equal((await post(app, `/api/bookings/${failed.id}/cancel`, {}, { cookie })).statusCode, 409);
  });
});
