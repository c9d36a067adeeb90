// Holds, payments and cancellations from end to end: refusals in the error shape, charges through the app's own
// provider, tickets signed with the app's key, and places left shown at once by the catalogue cache.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';
import type { Database } from '../src/db/client.js';
import { TestPaymentProvider } from '../src/payments/provider.js';
import { card, get, holdPlaces, idempotencyKey, placesOf } from './catalogReads.js';
import { pgliteDatabase, post, signUp, testApp } from './helpers.js';
import { insertExperience } from './sessionFixtures.js';

describe('booking writes', () => {
  let database: Database;
  let app: FastifyInstance;
  const payments = new TestPaymentProvider();
  before(async () => {
    database = await pgliteDatabase();
    app = await testApp(database, { payments });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  test('hold, a declined card, another card, cancel: answers, charges, tickets and places left', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 3 }] });
    const { cookie } = await signUp(app);
    assert.equal(await placesOf(app, f.experienceId), 3);

    const holdId = await holdPlaces(app, cookie, f, 2);
    assert.equal(await placesOf(app, f.experienceId), 1, 'the hold shows at once');

    const pay = (cardLast4: string) =>
      post(
        app,
        '/api/bookings',
        { holdId, payment: { ...card, cardLast4 } },
        { cookie, 'idempotency-key': idempotencyKey() },
      );
    const declined = await pay(DECLINING_TEST_CARD_LAST4);
    assert.equal(declined.statusCode, 402, declined.body);
    assert.equal(declined.json().error.code, 'PAYMENT_DECLINED');

    const paid = await pay(card.cardLast4);
    assert.equal(paid.statusCode, 201, paid.body);
    const { booking } = paid.json();
    assert.equal(booking.status, 'confirmed');
    assert.equal(payments.charges.size, 2, 'both charges reached the provider the app was built with');

    const tickets = await get(app, `/api/bookings/${booking.reference}`, { cookie });
    assert.equal(tickets.statusCode, 200, tickets.body);
    const keys = (await get(app, '/api/tickets/keys')).json().keys as { kid: string }[];
    for (const { token } of tickets.json().tickets as { token: string }[]) {
      const { kid } = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { kid: string };
      assert.ok(
        keys.some((key) => key.kid === kid),
        `ticket signed with ${kid}, a key the API publishes`,
      );
    }

    const cancelled = await post(app, `/api/bookings/${booking.id}/cancel`, {}, { cookie });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(await placesOf(app, f.experienceId), 3, 'the cancellation shows at once');
  });

  test('a refusal keeps its status, code and words: more places than are left → 409 SOLD_OUT', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 1 }] });
    const { cookie } = await signUp(app);
    const res = await post(
      app,
      '/api/holds',
      { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 2 }] },
      { cookie },
    );
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error.code, 'SOLD_OUT');
    assert.match(res.json().error.message, /\S/);
  });
});
