// Fair limits: a hotel's travellers on one address are not walled out by one another's declined cards;
// declines count per account, card and device; past a velocity per address bookings prove work (ALTCHA), verified on
// the server and used once; the device cookie is signed.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { TestPaymentProvider } from '../src/payments/provider.js';
import { PASSWORD, call, pgliteDatabase, sessionCookie, testApp, uniqueEmail } from './helpers.js';
import { from } from './limitsHarness.js';
import { assertProofRequired, sendProving, solvedProof } from './proofs.js';

const SHIPPED = loadConfig({});
/** Every limit as a deployment gets it (the test config lifts most of them out of the other tests' way). */
const SHIPPED_LIMITS: Partial<Config> = Object.fromEntries(
  (
    [
      'signUpPerIp',
      'signUpPerIpHard',
      'signInPerIp',
      'signInPerIpHard',
      'bookingPerUser',
      'bookingPerIp',
      'bookingPerIpHard',
      'holdsPerUser',
      'holdsPerIp',
      'holdsPerIpHard',
      'declinesPerUser',
      'declinesPerCard',
      'declinesPerDevice',
      'declinesPerIp',
      'declinesPerIpHard',
      'declineWindowSeconds',
      'declineVelocityWindowSeconds',
      'powMaxNumber',
      'powHeldShare',
    ] as const
  ).map((key) => [key, SHIPPED[key]]),
);

let database: Database;
before(async () => {
  database = await pgliteDatabase();
  // Room for every booking of this file on experience 1's next session.
  await database.db.execute(sql`update experience_sessions set capacity = capacity + 10000`);
});
after(async () => {
  await database.close();
});

async function withApp(
  config: Partial<Config>,
  run: (app: FastifyInstance, payments: TestPaymentProvider) => Promise<void>,
) {
  const payments = new TestPaymentProvider();
  const app = await testApp(database, { config, payments });
  try {
    await run(app, payments);
  } finally {
    await app.close();
  }
}

const HOTEL = '203.0.113.150';

const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}, ip = HOTEL) =>
  from(app, ip, url, payload, headers);

/** A card number of 16 digits ending in `last4`, distinct per `n` (0002 is the test provider's declining card). */
const cardNumber = (n: number, last4: string) => `4000${String(n).padStart(8, '0')}${last4}`;
const declining = (n: number) => ({
  cardLast4: '0002',
  cvc: '123',
  cardNumber: cardNumber(n, '0002'),
  expiry: '12/29',
});
const good = (n: number) => ({ cardLast4: '4242', cvc: '123', cardNumber: cardNumber(n, '4242'), expiry: '12/29' });

let keyN = 0;
const book = (
  app: FastifyInstance,
  cookie: string,
  payment: unknown,
  headers: Record<string, string> = {},
  ip = HOTEL,
) =>
  post(
    app,
    '/api/bookings',
    { eventId: 1, quantity: 1, payment },
    { cookie, 'idempotency-key': `fair-${keyN++}`, ...headers },
    ip,
  );

async function signUpProving(app: FastifyInstance, proofs?: { count: number }, ip = HOTEL): Promise<string> {
  const body = { fullName: 'Nefertari Traveller', email: uniqueEmail(), password: PASSWORD };
  const res = await sendProving(app, (headers) => post(app, '/api/users', body, headers, ip), proofs);
  assert.equal(res.statusCode, 201, res.body);
  return sessionCookie(res);
}

function assertLimited(res: LightMyRequestResponse, message: string): void {
  assert.equal(res.statusCode, 429, res.body);
  assert.deepEqual(res.json(), { error: { code: 'RATE_LIMITED', message } });
  assert.ok(Number(res.headers['retry-after']) >= 1, `Retry-After: ${res.headers['retry-after']}`);
}

const ON_ACCOUNT = 'Too many declined payments on this account. Contact support if you need help sooner.';

describe('fair limits', () => {
  test('30 travellers behind one address each have one card declined, then all book with a good card (shipped limits)', async () => {
    await withApp(SHIPPED_LIMITS, async (app, payments) => {
      const proofs = { count: 0 };
      const travellers: string[] = [];
      for (let i = 0; i < 30; i++) travellers.push(await signUpProving(app, proofs));
      for (const [i, cookie] of travellers.entries()) {
        const declined = await sendProving(app, (headers) => book(app, cookie, declining(1000 + i), headers), proofs);
        assert.equal(declined.statusCode, 402, declined.body);
        const booked = await sendProving(app, (headers) => book(app, cookie, good(1000 + i), headers), proofs);
        assert.equal(booked.statusCode, 201, `traveller ${i}: ${booked.body}`);
      }
      assert.equal([...payments.charges.values()].filter((c) => c.approved).length, 30);
      assert.ok(proofs.count > 0, 'past the velocity per address the travellers proved work rather than wait');
    });
  });

  test('one account cycling 10 cards is stopped after 3 declines, a good card included', async () => {
    await withApp({ declinesPerUser: 3, declinesPerCard: 3 }, async (app, payments) => {
      const cookie = await signUpProving(app);
      const statuses: number[] = [];
      for (let n = 0; n < 10; n++) statuses.push((await book(app, cookie, declining(2000 + n))).statusCode);
      assert.deepEqual(statuses, [402, 402, 402, 429, 429, 429, 429, 429, 429, 429]);
      assert.equal(payments.charges.size, 3);
      assertLimited(await book(app, cookie, good(2000)), ON_ACCOUNT);
    });
  });

  test('20 fresh accounts from one address cycling declining cards: past the threshold the address proves work, verified on the server', async () => {
    await withApp({ declinesPerIp: 10, declinesPerIpHard: 60, declinesPerUser: 3 }, async (app, payments) => {
      let reachedCardStep = 0;
      let lastRefused: { cookie: string; n: number } | undefined;
      for (let account = 0; account < 20; account++) {
        const cookie = await signUpProving(app);
        for (let card = 0; card < 3; card++) {
          const n = 3000 + account * 3 + card;
          const res = await book(app, cookie, declining(n));
          if (res.statusCode === 402) reachedCardStep++;
          else {
            assertProofRequired(res);
            lastRefused = { cookie, n };
          }
        }
      }
      assert.ok(reachedCardStep < 15, `${reachedCardStep} attempts reached the card step without proof`);
      assert.equal(payments.charges.size, reachedCardStep);
      assert.ok(lastRefused);

      // A solved challenge admits one request; the same payload again is refused.
      const proof = await solvedProof(app);
      const admitted = await book(app, lastRefused.cookie, declining(lastRefused.n), { 'x-kemet-proof': proof });
      assert.equal(admitted.statusCode, 402, admitted.body);
      assertProofRequired(
        await book(app, lastRefused.cookie, declining(lastRefused.n + 100), { 'x-kemet-proof': proof }),
      );

      // A challenge signed with another key, solved honestly, is not ours; nor is garbage, nor a wrong number.
      const foreign = await createChallenge({ hmacKey: 'not-the-server-key', maxnumber: 1000 });
      const solution = await solveChallenge(foreign.challenge, foreign.salt, foreign.algorithm, 1000).promise;
      assert.ok(solution);
      const forged = Buffer.from(JSON.stringify({ ...foreign, number: solution.number })).toString('base64');
      const ours = JSON.parse(Buffer.from(await solvedProof(app), 'base64').toString());
      const wrongNumber = Buffer.from(JSON.stringify({ ...ours, number: ours.number + 1 })).toString('base64');
      for (const header of [forged, wrongNumber, 'bm90IGpzb24=', '%%%'])
        assertProofRequired(
          await book(app, lastRefused.cookie, declining(lastRefused.n + 200), { 'x-kemet-proof': header }),
        );
      assert.equal(payments.charges.size, reachedCardStep + 1);

      // The address's holds prove work too: places are not taken for it without.
      const { categories, days } = (await call(app, { method: 'GET', url: '/api/events/1/availability' })).json<{
        categories: { id: number }[];
        days: { sessions: { id: number; bookable: boolean }[] }[];
      }>();
      const session = days.flatMap((d) => d.sessions).find((s) => s.bookable);
      assert.ok(session);
      const choice = { sessionId: session.id, tickets: [{ categoryId: categories[0].id, quantity: 1 }] };
      assertProofRequired(await post(app, '/api/holds', choice, { cookie: lastRefused.cookie }));
      const held = await post(app, '/api/holds', choice, {
        cookie: lastRefused.cookie,
        'x-kemet-proof': await solvedProof(app),
      });
      assert.equal(held.statusCode, 201, held.body);
    });
  });

  test('a card tried on a second account is refused there, and counts nothing on the first', async () => {
    await withApp({}, async (app, payments) => {
      const first = await signUpProving(app);
      const second = await signUpProving(app);
      assert.equal((await book(app, first, good(4000))).statusCode, 201);
      const refused = await book(app, second, good(4000));
      assert.equal(refused.statusCode, 403, refused.body);
      assert.deepEqual(refused.json(), {
        error: {
          code: 'CARD_ON_ANOTHER_ACCOUNT',
          message: 'This card was used on another account. Please use another card or contact support.',
        },
      });
      assert.equal(payments.charges.size, 1);
      assert.equal((await book(app, first, good(4000))).statusCode, 201);
      assert.equal((await book(app, second, good(4001))).statusCode, 201);
    });
  });

  test('declines count per card: a card declined 3 times is refused on its account with a clear message', async () => {
    await withApp({ declinesPerUser: 1000, declinesPerCard: 3 }, async (app) => {
      const cookie = await signUpProving(app);
      for (let i = 0; i < 3; i++) assert.equal((await book(app, cookie, declining(5000))).statusCode, 402);
      assertLimited(
        await book(app, cookie, declining(5000)),
        'Too many declined payments with this card. Please use another card or contact support.',
      );
      assert.equal((await book(app, cookie, good(5001))).statusCode, 201);
    });
  });
});

describe('GET /api/challenge', () => {
  test("answers altcha's challenge with the configured difficulty, never cached", async () => {
    await withApp({}, async (app) => {
      const res = await call(app, { method: 'GET', url: '/api/challenge' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
      assert.equal(body.algorithm, 'SHA-256');
      assert.equal(body.maxnumber, SHIPPED.powMaxNumber);
      assert.match(body.salt, /\?expires=\d+/);
    });
  });
});

describe('the device cookie', () => {
  const quote = (app: FastifyInstance, cookie?: string) =>
    post(app, '/api/quotes', { sessionId: 1, tickets: [{ categoryId: 1, quantity: 1 }] }, cookie ? { cookie } : {});
  const deviceSet = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'kemet_device')?.value;

  test('is signed: a tampered or unsigned id gets a fresh device, the signed one is kept', async () => {
    await withApp({}, async (app) => {
      const issued = deviceSet(await quote(app));
      assert.ok(issued, 'a device cookie is set');
      const [id, signature] = issued.split('.');
      assert.ok(id && signature, `signed as id.signature: ${issued}`);
      assert.equal(deviceSet(await quote(app, `kemet_device=${issued}`)), undefined, 'the signed cookie is kept');
      const other = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
      for (const forged of [id, `${other}.${signature}`, `${id}.${signature.slice(0, -1)}x`]) {
        const fresh = deviceSet(await quote(app, `kemet_device=${forged}`));
        assert.ok(fresh && fresh !== issued && !fresh.startsWith(`${other}.`), `${forged} → ${fresh}`);
      }
    });
  });

  test("declines count per device: a device's declines stop it, whichever account pays on it", async () => {
    await withApp({ declinesPerUser: 1000, declinesPerDevice: 2 }, async (app) => {
      const device = `kemet_device=${deviceSet(await quote(app))}`;
      const accounts = [await signUpProving(app), await signUpProving(app)];
      assert.equal((await book(app, `${accounts[0]}; ${device}`, declining(6000))).statusCode, 402);
      assert.equal((await book(app, `${accounts[1]}; ${device}`, declining(6001))).statusCode, 402);
      assertLimited(
        await book(app, `${accounts[1]}; ${device}`, good(6002)),
        'Too many declined payments on this device. Contact support if you need help sooner.',
      );
    });
  });
});

describe('holds on a session more than half held', () => {
  test('the next hold proves work', async () => {
    await withApp({ powHeldShare: 0.5 }, async (app) => {
      const res = await call(app, { method: 'GET', url: '/api/events/2/availability' });
      const { categories, days } = res.json<{
        categories: { id: number }[];
        days: { sessions: { id: number; bookable: boolean }[] }[];
      }>();
      const session = days.flatMap((d) => d.sessions).find((s) => s.bookable);
      assert.ok(session);
      // A session of 20 places, none taken: 11 held is more than half.
      await database.db.execute(
        sql`update experience_sessions set capacity = 20, places_taken = 0 where id = ${session.id}`,
      );
      const hold = (cookie: string, quantity: number, headers: Record<string, string> = {}) =>
        post(
          app,
          '/api/holds',
          { sessionId: session.id, tickets: [{ categoryId: categories[0].id, quantity }] },
          { cookie, ...headers },
        );
      assert.equal((await hold(await signUpProving(app), 10)).statusCode, 201);
      const second = await hold(await signUpProving(app), 1);
      assert.equal(second.statusCode, 201, 'half held is not yet more than half');
      const next = await signUpProving(app);
      assertProofRequired(await hold(next, 1));
      const proven = await hold(next, 1, { 'x-kemet-proof': await solvedProof(app) });
      assert.equal(proven.statusCode, 201, proven.body);
    });
  });
});
