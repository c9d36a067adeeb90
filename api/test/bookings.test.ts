import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DECLINING_TEST_CARD_LAST4, MAX_TICKETS_PER_BOOKING } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { bookings, experiences } from '../src/db/schema.js';
import { call, pgliteDatabase, post, signUp, testApp } from './helpers.js';

let database: Database;
let app: FastifyInstance;
let cookie: string;
let keyN = 0;
const key = () => `key-${Date.now()}-${keyN++}`;
const card = { cardLast4: '4242', cvc: '123' };
const book = (body: unknown, headers: Record<string, string> = { 'idempotency-key': key() }, c = cookie) =>
  post(app, '/api/bookings', body, { cookie: c, ...headers });
const tickets = async (id: number) =>
  (await database.db.select({ n: experiences.ticketsCount }).from(experiences).where(eq(experiences.id, id)))[0].n;
const setTickets = (id: number, n: number) => database.db.update(experiences).set({ ticketsCount: n }).where(eq(experiences.id, id));

before(async () => {
  database = await pgliteDatabase();
  app = await testApp(database);
  cookie = (await signUp(app)).cookie;
});
after(async () => {
  await app.close();
  await database.close();
});

describe('POST /api/bookings', () => {
  test('201: price computed on the server, tickets taken, booking row written', async () => {
    const before = await tickets(1);
    const res = await book({ eventId: 1, quantity: 2, payment: card });
    assert.equal(res.statusCode, 201, res.body);
    const { booking } = res.json();
    assert.match(booking.reference, /^KMT-[A-Z2-9]{6}$/);
    assert.equal(booking.status, 'confirmed');
    assert.equal(booking.unitPrice, 102); // 120 - 15 %
    assert.equal(booking.total, 204);
    assert.deepEqual(Object.keys(booking.experience).sort(), ['id', 'image', 'location', 'name']);
    assert.equal(booking.experience.id, 1);
    assert.equal(await tickets(1), before - 2);
  });

  test('signed out → 401 even with a bad body', async () => {
    const res = await post(app, '/api/bookings', { nonsense: true }, { 'idempotency-key': key() });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error.code, 'UNAUTHENTICATED');
  });

  test('Idempotency-Key missing or too long → 400', async () => {
    assert.equal((await book({ eventId: 1, quantity: 1, payment: card }, {})).statusCode, 400);
    assert.equal((await book({ eventId: 1, quantity: 1, payment: card }, { 'idempotency-key': 'k'.repeat(201) })).statusCode, 400);
  });

  for (const [label, body] of [
    ['quantity 0', { eventId: 1, quantity: 0, payment: card }],
    [`quantity ${MAX_TICKETS_PER_BOOKING + 1}`, { eventId: 1, quantity: MAX_TICKETS_PER_BOOKING + 1, payment: card }],
    ['quantity 1.5', { eventId: 1, quantity: 1.5, payment: card }],
    ['bad card', { eventId: 1, quantity: 1, payment: { cardLast4: '42a2', cvc: '123' } }],
    ['bad cvc', { eventId: 1, quantity: 1, payment: { cardLast4: '4242', cvc: '12' } }],
    ['no payment', { eventId: 1, quantity: 1 }],
    ['eventId 0', { eventId: 0, quantity: 1, payment: card }],
  ] as const) {
    test(`${label} → 400 VALIDATION`, async () => {
      const res = await book(body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().error.code, 'VALIDATION');
    });
  }

  test('unknown experience → 404', async () => {
    assert.equal((await book({ eventId: 9999, quantity: 1, payment: card })).statusCode, 404);
  });

  test('fewer tickets than asked → 409 SOLD_OUT with the count; 0 → sold out', async () => {
    await setTickets(2, 3);
    const res = await book({ eventId: 2, quantity: 4, payment: card });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json().error, { code: 'SOLD_OUT', message: 'Sorry, only 3 tickets are left.' });
    assert.equal(await tickets(2), 3);
    const gone = await book({ eventId: 12, quantity: 1, payment: card });
    assert.equal(gone.json().error.message, 'This event is sold out.');
  });

  test('an event whose start has passed → 409 EVENT_PAST, no tickets taken, nothing charged or recorded', async () => {
    await database.db
      .update(experiences)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(experiences.id, 7));
    const before = await tickets(7);
    for (const quantity of [1, before + 1]) {
      const res = await book({ eventId: 7, quantity, payment: card });
      assert.equal(res.statusCode, 409, res.body);
      assert.deepEqual(res.json(), { error: { code: 'EVENT_PAST', message: 'This event has already taken place' } });
    }
    assert.equal(await tickets(7), before);
    assert.equal((await database.db.select().from(bookings).where(eq(bookings.experienceId, 7))).length, 0);
    await database.db
      .update(experiences)
      .set({ startsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(experiences.id, 7));
    assert.equal((await book({ eventId: 7, quantity: 1, payment: card })).statusCode, 201, 'an event an hour away can still be booked');
  });

  test('declined card → 402, a failed booking row, no tickets taken', async () => {
    const before = await tickets(3);
    const res = await book({ eventId: 3, quantity: 2, payment: { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '999' } });
    assert.equal(res.statusCode, 402);
    assert.deepEqual(res.json().error, { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    assert.equal(await tickets(3), before);
    const rows = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.experienceId, 3), eq(bookings.status, 'failed')));
    assert.equal(rows.length, 1);
  });

  test('same key + same body → the first response again, tickets taken once', async () => {
    const k = key();
    const before = await tickets(4);
    const first = await book({ eventId: 4, quantity: 1, payment: card }, { 'idempotency-key': k });
    const again = await book({ eventId: 4, quantity: 1, payment: card }, { 'idempotency-key': k });
    assert.equal(first.statusCode, 201);
    assert.equal(again.statusCode, 201);
    assert.deepEqual(again.json(), first.json());
    assert.equal(await tickets(4), before - 1);
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => book({ eventId: 4, quantity: 1, payment: card }, { 'idempotency-key': 'same-at-once' })),
    );
    const ids = new Set(concurrent.map((r) => r.json().booking.id));
    assert.equal(ids.size, 1);
    assert.equal(await tickets(4), before - 2);
  });

  test('same key, different body → 422 IDEMPOTENCY_MISMATCH; a declined answer is replayed too', async () => {
    const k = key();
    assert.equal((await book({ eventId: 5, quantity: 1, payment: card }, { 'idempotency-key': k })).statusCode, 201);
    const other = await book({ eventId: 5, quantity: 2, payment: card }, { 'idempotency-key': k });
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().error.code, 'IDEMPOTENCY_MISMATCH');
    const d = key();
    const declined = { eventId: 5, quantity: 1, payment: { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '123' } };
    assert.equal((await book(declined, { 'idempotency-key': d })).statusCode, 402);
    assert.equal((await book(declined, { 'idempotency-key': d })).statusCode, 402);
  });

  test('keys are per user: another user may use the same key', async () => {
    const other = await signUp(app);
    const k = key();
    assert.equal((await book({ eventId: 6, quantity: 1, payment: card }, { 'idempotency-key': k })).statusCode, 201);
    assert.equal((await book({ eventId: 6, quantity: 1, payment: card }, { 'idempotency-key': k }, other.cookie)).statusCode, 201);
  });
});

describe('GET /api/bookings and cancel', () => {
  test('lists only my bookings, newest first', async () => {
    const mine = await signUp(app);
    const a = (await book({ eventId: 9, quantity: 1, payment: card }, { 'idempotency-key': key() }, mine.cookie)).json().booking;
    const b = (await book({ eventId: 10, quantity: 2, payment: card }, { 'idempotency-key': key() }, mine.cookie)).json().booking;
    const res = await call(app, { method: 'GET', url: '/api/bookings', headers: { cookie: mine.cookie } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(
      res.json().items.map((x: { id: number }) => x.id),
      [b.id, a.id],
    );
    assert.equal((await call(app, { method: 'GET', url: '/api/bookings' })).statusCode, 401);
  });

  test('cancel returns the tickets exactly once; a second cancel → 409; another user → 404', async () => {
    const before = await tickets(11);
    const { booking } = (await book({ eventId: 11, quantity: 3, payment: card })).json();
    assert.equal(await tickets(11), before - 3);
    const cancel = (c = cookie) => post(app, `/api/bookings/${booking.id}/cancel`, {}, { cookie: c });
    const stranger = await signUp(app);
    assert.equal((await cancel(stranger.cookie)).statusCode, 404);
    const res = await cancel();
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().booking.status, 'cancelled');
    assert.equal(await tickets(11), before);
    const twice = await cancel();
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error.code, 'ALREADY_CANCELLED');
    assert.equal(await tickets(11), before);
    assert.equal((await post(app, '/api/bookings/999999/cancel', {}, { cookie })).statusCode, 404);
    assert.equal((await call(app, { method: 'POST', url: `/api/bookings/${booking.id}/cancel` })).statusCode, 401);
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
