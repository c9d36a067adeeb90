// Limits on bookings, declined cards, holds and quotes: per traveller first, per address as a velocity (proof of
// work past a soft limit, 429 past the hard cap); counts, never clocks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';
import { TestPaymentProvider } from '../src/payments/provider.js';
import { call } from './helpers.js';
import { assertLimited, from, limitsDatabase, newAccount, proven } from './limitsHarness.js';
import { assertProofRequired } from './proofs.js';

const { withApp } = limitsDatabase();

const ON_ACCOUNT = 'Too many declined payments on this account. Contact support if you need help sooner.';

let keyN = 0;
const book = (app: FastifyInstance, ip: string, cookie: string, cardLast4 = '4242', headers = {}) =>
  from(
    app,
    ip,
    '/api/bookings',
    { eventId: 1, quantity: 1, payment: { cardLast4, cvc: '123' } },
    { cookie, 'idempotency-key': `limits-${keyN++}`, ...headers },
  );

describe('POST /api/bookings', () => {
  test('thirty declined cards in a row: the first three get 402, the rest 429 without a charge; a good card waits too', async () => {
    const payments = new TestPaymentProvider();
    await withApp(
      { declinesPerUser: 3 },
      async (app) => {
        const { cookie } = await newAccount(app);
        const statuses: number[] = [];
        for (let i = 0; i < 30; i++) {
          const res = await book(app, '203.0.113.60', cookie, DECLINING_TEST_CARD_LAST4);
          statuses.push(res.statusCode);
          if (res.statusCode === 429) assertLimited(res, ON_ACCOUNT);
        }
        assert.deepEqual(statuses, [402, 402, 402, ...Array(27).fill(429)]);
        assert.equal(payments.charges.size, 3);
        const good = assertLimited(await book(app, '203.0.113.60', cookie), ON_ACCOUNT);
        assert.ok(good > 60 && good <= 3600, `Retry-After ${good}`);
      },
      payments,
    );
  });

  test('declines per address add up across travellers: past N bookings prove work, past the hard cap 429; another address is not affected', async () => {
    await withApp({ declinesPerIp: 5, declinesPerIpHard: 7 }, async (app) => {
      const travellers = [await newAccount(app), await newAccount(app), await newAccount(app), await newAccount(app)];
      const statuses: number[] = [];
      for (const { cookie } of travellers.slice(0, 3))
        for (let i = 0; i < 2; i++)
          statuses.push((await book(app, '203.0.113.61', cookie, DECLINING_TEST_CARD_LAST4)).statusCode);
      assert.deepEqual(statuses, [402, 402, 402, 402, 402, 428]);
      const proving = travellers[3].cookie;
      for (let i = 0; i < 2; i++)
        assert.equal(
          (await book(app, '203.0.113.61', proving, DECLINING_TEST_CARD_LAST4, await proven(app))).statusCode,
          402,
        );
      assertLimited(
        await book(app, '203.0.113.61', proving, '4242', await proven(app)),
        'Too many declined payments from this network. Contact support if you need help sooner.',
      );
      assert.equal((await book(app, '203.0.113.62', travellers[3].cookie, DECLINING_TEST_CARD_LAST4)).statusCode, 402);
    });
  });

  test('replaying a declined booking (same Idempotency-Key) is not one more decline', async () => {
    await withApp({ declinesPerUser: 2 }, async (app) => {
      const { cookie } = await newAccount(app);
      const declined = { eventId: 1, quantity: 1, payment: { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '123' } };
      for (let i = 0; i < 4; i++) {
        assert.equal(
          (
            await from(app, '203.0.113.67', '/api/bookings', declined, {
              cookie,
              'idempotency-key': 'replayed-decline',
            })
          ).statusCode,
          402,
        );
      }
      assert.equal((await book(app, '203.0.113.67', cookie, DECLINING_TEST_CARD_LAST4)).statusCode, 402);
      assertLimited(await book(app, '203.0.113.67', cookie, DECLINING_TEST_CARD_LAST4), ON_ACCOUNT);
    });
  });

  test('approved bookings are not declines', async () => {
    await withApp({ declinesPerUser: 1 }, async (app) => {
      const { cookie } = await newAccount(app);
      for (let i = 0; i < 5; i++) assert.equal((await book(app, '203.0.113.63', cookie)).statusCode, 201);
    });
  });

  test('attempts per traveller: the (N+1)th in the window → 429; another traveller on the same address still books', async () => {
    await withApp({ bookingPerUser: 3 }, async (app) => {
      const first = await newAccount(app);
      for (let i = 0; i < 3; i++) assert.equal((await book(app, '203.0.113.64', first.cookie)).statusCode, 201);
      assertLimited(await book(app, '203.0.113.64', first.cookie), 'Too many booking attempts.');
      const second = await newAccount(app);
      assert.equal((await book(app, '203.0.113.64', second.cookie)).statusCode, 201);
    });
  });

  test('attempts per address across travellers: past N they prove work, past the hard cap 429; another address still books', async () => {
    await withApp({ bookingPerIp: 3, bookingPerIpHard: 5 }, async (app) => {
      const travellers = [await newAccount(app), await newAccount(app)];
      for (let i = 0; i < 3; i++)
        assert.equal((await book(app, '203.0.113.65', travellers[i % 2].cookie)).statusCode, 201);
      assertProofRequired(await book(app, '203.0.113.65', travellers[1].cookie));
      assert.equal((await book(app, '203.0.113.65', travellers[1].cookie, '4242', await proven(app))).statusCode, 201);
      assertLimited(
        await book(app, '203.0.113.65', travellers[1].cookie, '4242', await proven(app)),
        'Too many booking attempts.',
      );
      assert.equal((await book(app, '203.0.113.66', travellers[1].cookie)).statusCode, 201);
    });
  });
});

/** A choice of one first-category ticket on experience 1's first bookable session, as the calendar names it. */
async function firstChoice(app: FastifyInstance) {
  const res = await call(app, { method: 'GET', url: '/api/events/1/availability' });
  assert.equal(res.statusCode, 200, res.body);
  const { categories, days } = res.json<{
    categories: { id: number }[];
    days: { sessions: { id: number; bookable: boolean }[] }[];
  }>();
  const session = days.flatMap((d) => d.sessions).find((s) => s.bookable);
  assert.ok(session, 'experience 1 has a bookable session');
  return { sessionId: session.id, tickets: [{ categoryId: categories[0].id, quantity: 1 }] };
}

const hold = (app: FastifyInstance, ip: string, cookie: string, choice: unknown, headers = {}) =>
  from(app, ip, '/api/holds', choice, { cookie, ...headers });

describe('POST /api/holds', () => {
  test('holds per traveller: the (N+1)th in the window → 429 before any place is taken; another traveller still holds', async () => {
    await withApp({ holdsPerUser: 3 }, async (app) => {
      const choice = await firstChoice(app);
      const first = await newAccount(app);
      for (let i = 0; i < 3; i++) assert.equal((await hold(app, '203.0.113.70', first.cookie, choice)).statusCode, 201);
      assertLimited(await hold(app, '203.0.113.70', first.cookie, choice), 'Too many attempts to hold places.');
      const second = await newAccount(app);
      assert.equal((await hold(app, '203.0.113.70', second.cookie, choice)).statusCode, 201);
    });
  });

  test('holds per address across travellers: past N they prove work, past the hard cap 429; another address still holds', async () => {
    await withApp({ holdsPerIp: 3, holdsPerIpHard: 5 }, async (app) => {
      const choice = await firstChoice(app);
      const travellers = [await newAccount(app), await newAccount(app)];
      for (let i = 0; i < 3; i++)
        assert.equal((await hold(app, '203.0.113.71', travellers[i % 2].cookie, choice)).statusCode, 201);
      assertProofRequired(await hold(app, '203.0.113.71', travellers[1].cookie, choice));
      assert.equal((await hold(app, '203.0.113.71', travellers[1].cookie, choice, await proven(app))).statusCode, 201);
      assertLimited(
        await hold(app, '203.0.113.71', travellers[1].cookie, choice, await proven(app)),
        'Too many attempts to hold places.',
      );
      assert.equal((await hold(app, '203.0.113.72', travellers[1].cookie, choice)).statusCode, 201);
    });
  });
});

describe('quotes', () => {
  const quote = (app: FastifyInstance, ip: string, choice: unknown, cookie?: string) =>
    from(app, ip, '/api/quotes', choice, cookie ? { cookie } : {});

  test('per caller: an account, or a device, gets N quotes a window, then 429; another caller on the address still may', async () => {
    await withApp({ quotesPerCaller: 3 }, async (app) => {
      const choice = await firstChoice(app);
      const traveller = await newAccount(app);
      for (let i = 0; i < 3; i++)
        assert.equal((await quote(app, '203.0.113.80', choice, traveller.cookie)).statusCode, 200);
      assertLimited(await quote(app, '203.0.113.80', choice, traveller.cookie), 'Too many prices asked for.');

      const first = await quote(app, '203.0.113.80', choice);
      const device = first.cookies.find((c) => c.name === 'kemet_device');
      assert.ok(device, 'an anonymous caller is counted by a device cookie');
      const onDevice = `kemet_device=${device.value}`;
      for (let i = 0; i < 2; i++) assert.equal((await quote(app, '203.0.113.80', choice, onDevice)).statusCode, 200);
      assertLimited(await quote(app, '203.0.113.80', choice, onDevice), 'Too many prices asked for.');
      assert.equal((await quote(app, '203.0.113.80', choice, (await newAccount(app)).cookie)).statusCode, 200);
    });
  });

  test('per address, a high ceiling: callers that drop their cookies are still counted there', async () => {
    await withApp({ quotesPerIp: 4 }, async (app) => {
      const choice = await firstChoice(app);
      for (let i = 0; i < 4; i++) assert.equal((await quote(app, '203.0.113.81', choice)).statusCode, 200);
      assertLimited(await quote(app, '203.0.113.81', choice), 'Too many prices asked for.');
      assert.equal((await quote(app, '203.0.113.82', choice)).statusCode, 200);
    });
  });
});
