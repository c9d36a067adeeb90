// Paying outside any transaction: a slow provider does not hold up other bookings of the session, a pay retried after
// a crash between the charge and the confirmation never charges twice, and a hold that runs out during the charge
// keeps its places only when the session still has them (or the charge is refunded).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expireOverdueHolds } from '../src/bookings/placeLedger.js';
import type { Database } from '../src/db/client.js';
import { bookings } from '../src/db/schema.js';
import {
  SlowPaymentProvider,
  TestPaymentProvider,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
} from '../src/payments/provider.js';
import { pgliteDatabase, post, signUp, testApp } from './helpers.js';
import { insertExperience, sessionPlaces } from './sessionFixtures.js';

const card = { cardLast4: '4242', cvc: '123' };

/** The test provider with a hook that runs around each charge: a crash after it, or a change to the world during it. */
class HookedProvider implements PaymentProvider {
  readonly inner = new TestPaymentProvider();
  calls = 0;
  during?: (request: ChargeRequest) => Promise<void>;
  crashAfterCharge = false;

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls++;
    await this.during?.(request);
    const result = await this.inner.charge(request);
    if (this.crashAfterCharge) throw new Error('the process died before confirming');
    return result;
  }

  refund(reference: string): Promise<void> {
    return this.inner.refund(reference);
  }
}

describe('a provider that takes 2 s per charge', () => {
  let database: Database;
  let app: FastifyInstance;
  const provider = new TestPaymentProvider();
  before(async () => {
    database = await pgliteDatabase();
    app = await testApp(database, { payments: new SlowPaymentProvider(provider, 2000) });
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  test('50 bookings of one session finish in about one charge time, not 50 × 2 s', { timeout: 60_000 }, async (t) => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 50 }] });
    const travellers = await Promise.all(Array.from({ length: 50 }, () => signUp(app)));
    const started = Date.now();
    const results = await Promise.all(
      travellers.map(async ({ cookie }, i) => {
        const held = await post(
          app,
          '/api/holds',
          { sessionId: f.sessions[0], tickets: [{ categoryId: f.categories.adult, quantity: 1 }] },
          { cookie },
        );
        assert.equal(held.statusCode, 201, held.body);
        return post(
          app,
          '/api/bookings',
          { holdId: held.json().hold.id, payment: card },
          { cookie, 'idempotency-key': `slow-${i}` },
        );
      }),
    );
    const elapsed = Date.now() - started;
    t.diagnostic(`50 holds + pays with a 2 s charge: ${elapsed} ms`);
    assert.deepEqual(
      results.map((r) => r.statusCode),
      Array(50).fill(201),
    );
    assert.ok(elapsed >= 2000, `${elapsed} ms: every pay waited for its charge`);
    assert.ok(elapsed < 10_000, `${elapsed} ms: the charges ran one after the other`);
    assert.equal(provider.charges.size, 50);
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 50, left: 0 });
  });
});

describe('retries and holds running out while the card is charged', () => {
  let database: Database;
  let app: FastifyInstance;
  const provider = new HookedProvider();
  before(async () => {
    database = await pgliteDatabase();
    app = await testApp(database, { payments: provider });
  });
  after(async () => {
    await app.close();
    await database.close();
  });
  const hold = async (cookie: string, sessionId: number, categoryId: number, quantity: number) => {
    const res = await post(app, '/api/holds', { sessionId, tickets: [{ categoryId, quantity }] }, { cookie });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().hold.id as string;
  };
  const pay = (cookie: string, holdId: string, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { holdId, payment: card },
      headers: { cookie, 'idempotency-key': key, 'content-type': 'application/json' },
    });

  test(
    'a crash between the charge and the confirmation: the retry waits, then resumes with the same reference and charges once',
    { timeout: 30_000 },
    async () => {
      const f = await insertExperience(database.db, { sessions: [{ capacity: 5 }] });
      const { cookie } = await signUp(app);
      const holdId = await hold(cookie, f.sessions[0], f.categories.adult, 2);
      provider.crashAfterCharge = true;
      const crashed = await pay(cookie, holdId, 'crash-key');
      provider.crashAfterCharge = false;
      assert.equal(crashed.statusCode, 500);
      const [pending] = await database.db.select().from(bookings).where(eq(bookings.idempotencyKey, 'crash-key'));
      assert.equal(pending.status, 'pending');
      assert.equal(provider.inner.charges.size, 1);

      // Within a minute the first attempt may still be running: the retry waits a little, then says so.
      const soon = await pay(cookie, holdId, 'crash-key');
      assert.equal(soon.statusCode, 409);
      assert.equal(soon.json().error.code, 'IDEMPOTENCY_IN_PROGRESS');

      await database.db.execute(
        sql`update bookings set created_at = now() - interval '2 minutes' where id = ${pending.id}`,
      );
      const callsBefore = provider.calls;
      const resumed = await pay(cookie, holdId, 'crash-key');
      assert.equal(resumed.statusCode, 201, resumed.body);
      assert.equal(resumed.json().booking.reference, pending.reference);
      assert.equal(provider.calls, callsBefore + 1, 'the provider was asked again, with the same reference');
      assert.equal(provider.inner.charges.size, 1, 'and charged nothing more');
      assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 2, left: 3 });
      const replay = await pay(cookie, holdId, 'crash-key');
      assert.deepEqual(replay.json(), resumed.json());
      assert.equal(provider.inner.charges.size, 1);
    },
  );

  test('a hold that ran out during the charge keeps its places when the session still has them', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 5 }] });
    const { cookie } = await signUp(app);
    const holdId = await hold(cookie, f.sessions[0], f.categories.adult, 2);
    provider.during = async () => {
      await database.db.execute(sql`update holds set expires_at = now() - interval '1 second' where id = ${holdId}`);
      await expireOverdueHolds(database.db);
    };
    try {
      const res = await pay(cookie, holdId, 'expired-during-charge');
      assert.equal(res.statusCode, 201, res.body);
    } finally {
      provider.during = undefined;
    }
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 2, left: 3 });
  });

  test('… and when the session has filled up meanwhile: 409 HOLD_EXPIRED, the booking failed, the charge refunded', async () => {
    const f = await insertExperience(database.db, { sessions: [{ capacity: 3 }] });
    const { cookie } = await signUp(app);
    const other = await signUp(app);
    const holdId = await hold(cookie, f.sessions[0], f.categories.adult, 2);
    provider.during = async () => {
      await database.db.execute(sql`update holds set expires_at = now() - interval '1 second' where id = ${holdId}`);
      await hold(other.cookie, f.sessions[0], f.categories.adult, 3);
    };
    let reference = '';
    try {
      const res = await pay(cookie, holdId, 'filled-during-charge');
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().error.code, 'HOLD_EXPIRED');
      const [row] = await database.db
        .select()
        .from(bookings)
        .where(eq(bookings.idempotencyKey, 'filled-during-charge'));
      assert.equal(row.status, 'failed');
      reference = row.reference;
    } finally {
      provider.during = undefined;
    }
    assert.ok(provider.inner.refunds.has(reference), 'the charge was refunded');
    assert.deepEqual(await sessionPlaces(database.db, f.sessions[0]), { taken: 3, left: 0 }, 'never above capacity');
  });
});
