// POST /api/bookings with the body of before sessions, eventId + quantity: that many tickets of the first category on
// the experience's next session, with today's refusals and words and every idempotency guarantee.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DECLINING_TEST_CARD_LAST4, MAX_TICKETS_PER_BOOKING } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { bookings, holds } from '../src/db/schema.js';
import { appPerFile, post, signUp } from './helpers.js';
import {
  insertExperience,
  moveSession,
  nextSessionOf,
  placesLeft,
  sessionPlaces,
  setPlacesLeft,
} from './sessionFixtures.js';

let database: Database;
let app: FastifyInstance;
let cookie: string;
appPerFile((a, d) => {
  app = a;
  database = d;
});
let keyN = 0;
const key = () => `legacy-${Date.now()}-${keyN++}`;
const card = { cardLast4: '4242', cvc: '123' };
const declining = { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '999' };
const book = async (body: unknown, headers: Record<string, string> = { 'idempotency-key': key() }, c?: string) => {
  cookie ??= (await signUp(app)).cookie;
  return post(app, '/api/bookings', body, { cookie: c ?? cookie, ...headers });
};
const tickets = (experienceId: number) => placesLeft(database.db, experienceId);

describe('POST /api/bookings with eventId + quantity (the body of before sessions)', () => {
  test('201: quantity of the first category on the next session, at the sale price; the places are taken', async () => {
    const before = await tickets(1);
    const res = await book({ eventId: 1, quantity: 2, payment: card });
    assert.equal(res.statusCode, 201, res.body);
    const { booking } = res.json();
    assert.match(booking.reference, /^KMT-[A-Z2-9]{6}$/);
    assert.equal(booking.status, 'confirmed');
    assert.equal(booking.unitPrice, 102); // 120 - 15 %
    assert.equal(booking.total, 204);
    assert.equal(booking.session.id, await nextSessionOf(database.db, 1));
    assert.equal(booking.lines.length, 1);
    assert.deepEqual(Object.keys(booking.experience).sort(), ['id', 'image', 'location', 'locationLabel', 'name']);
    assert.equal(booking.experience.id, 1);
    assert.equal(await tickets(1), before - 2);
    const [{ status }] = await database.db
      .select({ status: holds.status })
      .from(holds)
      .innerJoin(bookings, eq(bookings.holdId, holds.id))
      .where(eq(bookings.id, booking.id));
    assert.equal(status, 'confirmed');
  });

  test('signed out → 401 even with a bad body', async () => {
    const res = await post(app, '/api/bookings', { nonsense: true }, { 'idempotency-key': key() });
    assert.equal(res.statusCode, 401);
    assert.equal(res.json().error.code, 'UNAUTHENTICATED');
  });

  test('Idempotency-Key missing or too long → 400', async () => {
    assert.equal((await book({ eventId: 1, quantity: 1, payment: card }, {})).statusCode, 400);
    assert.equal(
      (await book({ eventId: 1, quantity: 1, payment: card }, { 'idempotency-key': 'k'.repeat(201) })).statusCode,
      400,
    );
  });

  for (const [label, body] of [
    ['quantity 0', { eventId: 1, quantity: 0, payment: card }],
    [`quantity ${MAX_TICKETS_PER_BOOKING + 1}`, { eventId: 1, quantity: MAX_TICKETS_PER_BOOKING + 1, payment: card }],
    ['quantity 1.5', { eventId: 1, quantity: 1.5, payment: card }],
    ['bad card', { eventId: 1, quantity: 1, payment: { cardLast4: '42a2', cvc: '123' } }],
    ['bad cvc', { eventId: 1, quantity: 1, payment: { cardLast4: '4242', cvc: '12' } }],
    ['no payment', { eventId: 1, quantity: 1 }],
    ['eventId 0', { eventId: 0, quantity: 1, payment: card }],
    ['holdId not a uuid', { holdId: 'abc', payment: card }],
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
    await setPlacesLeft(database.db, 2, 3);
    const res = await book({ eventId: 2, quantity: 4, payment: card });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json().error, { code: 'SOLD_OUT', message: 'Sorry, only 3 tickets are left.' });
    assert.equal(await tickets(2), 3);
    await setPlacesLeft(database.db, 2, 0);
    const gone = await book({ eventId: 2, quantity: 1, payment: card });
    assert.equal(gone.json().error.message, 'This event is sold out.');
  });

  test('an event whose start has passed → 409 EVENT_PAST, no tickets taken, nothing charged or recorded', async () => {
    const f = await insertExperience(database.db, { sessions: [{ startsIn: -1, capacity: 10 }] });
    for (const quantity of [1, 11 - 1]) {
      const res = await book({ eventId: f.experienceId, quantity, payment: card });
      assert.equal(res.statusCode, 409, res.body);
      assert.deepEqual(res.json(), { error: { code: 'EVENT_PAST', message: 'This event has already taken place' } });
    }
    assert.equal((await sessionPlaces(database.db, f.sessions[0])).taken, 0);
    assert.equal(
      (await database.db.select().from(bookings).where(eq(bookings.experienceId, f.experienceId))).length,
      0,
    );
    await moveSession(database.db, f.sessions[0], 60);
    assert.equal(
      (await book({ eventId: f.experienceId, quantity: 1, payment: card })).statusCode,
      201,
      'an event an hour away can still be booked',
    );
  });

  test('declined card → 402, a failed booking row, no tickets taken (its implicit hold is released)', async () => {
    const before = await tickets(3);
    const res = await book({ eventId: 3, quantity: 2, payment: declining });
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
      Array.from({ length: 5 }, () =>
        book({ eventId: 4, quantity: 1, payment: card }, { 'idempotency-key': 'same-at-once' }),
      ),
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
    assert.equal(
      (await book({ eventId: 6, quantity: 1, payment: card }, { 'idempotency-key': k }, other.cookie)).statusCode,
      201,
    );
  });
});
