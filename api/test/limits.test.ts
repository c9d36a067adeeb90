// Abuse limits as an attacker meets them: sign-in back-off per (account, address), per-address limits, bookings and
// declined cards, holds, the forms. Every refusal is 429 RATE_LIMITED with Retry-After; counts, never clocks.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DECLINING_TEST_CARD_LAST4 } from '@kemet/contract';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { TestPaymentProvider } from '../src/payments/provider.js';
import { PASSWORD, TEST_CONFIG, call, pgliteDatabase, sessionCookie, testApp, uniqueEmail } from './helpers.js';

let database: Database;
before(async () => {
  database = await pgliteDatabase();
});
after(async () => {
  await database.close();
});

/** A fresh app (fresh in-memory counters) with these limits; closed after the test. */
async function withApp(config: Partial<Config>, run: (app: FastifyInstance) => Promise<void>, payments = new TestPaymentProvider()) {
  const app = await testApp(database, { config, payments });
  try {
    await run(app);
  } finally {
    await app.close();
  }
}

const from = (app: FastifyInstance, ip: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(app, { method: 'POST', url, payload: payload as string, remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers } });

function assertLimited(res: LightMyRequestResponse, message: string): number {
  assert.equal(res.statusCode, 429, res.body);
  assert.deepEqual(res.json(), { error: { code: 'RATE_LIMITED', message } });
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After: ${res.headers['retry-after']}`);
  return retryAfter;
}

async function newAccount(app: FastifyInstance, ip = '192.0.2.200'): Promise<{ email: string; cookie: string }> {
  const email = uniqueEmail();
  const res = await from(app, ip, '/api/users', { fullName: 'Nefertari Traveller', email, password: PASSWORD });
  assert.equal(res.statusCode, 201, res.body);
  return { email, cookie: sessionCookie(res) };
}

const signIn = (app: FastifyInstance, ip: string, email: string, password: string) => from(app, ip, '/api/sessions', { email, password });

const SIGN_IN = 'Too many sign-in attempts.';
// The defaults a deployment gets: 5 failures free per pair, waits from 30 s doubling to 15 min, 10 failures per account.
const SIGN_IN_DEFAULTS: Partial<Config> = { signInBackoffAfter: 5, signInBackoffBaseSeconds: 30, signInBackoffMaxSeconds: 900, signInPerAccount: 10 };

describe('sign-in: growing waits per account and address, never a lock-out', () => {
  test("an attacker's 12 wrong passwords from one address do not keep the owner out from another", async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await signIn(app, '203.0.113.7', email, `Wrong-Guess-${i}`)).statusCode);
      assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
      assert.equal((await signIn(app, '198.51.100.4', email, PASSWORD)).statusCode, 200);
    });
  });

  test('from the same address each further attempt doubles the wait, up to the cap, the right password included', async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      for (let i = 0; i < 5; i++) assert.equal((await signIn(app, '203.0.113.8', email, 'Wrong-Guess')).statusCode, 401);
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) waits.push(assertLimited(await signIn(app, '203.0.113.8', email, 'Wrong-Guess'), SIGN_IN));
      assert.deepEqual(waits, [60, 120, 240, 480, 900, 900]);
      // The password is not even checked while the pair waits.
      assert.equal(assertLimited(await signIn(app, '203.0.113.8', email, PASSWORD), SIGN_IN), 900);
    });
  });

  test('a successful sign-in clears the pair: its next failures are free again', async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      for (let i = 0; i < 4; i++) assert.equal((await signIn(app, '203.0.113.9', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal((await signIn(app, '203.0.113.9', email, PASSWORD)).statusCode, 200);
      for (let i = 0; i < 4; i++) assert.equal((await signIn(app, '203.0.113.9', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal((await signIn(app, '203.0.113.9', email, PASSWORD)).statusCode, 200);
    });
  });

  test('an account under attack from many addresses: each new address waits after one failure; the owner still gets in', async () => {
    await withApp({ ...SIGN_IN_DEFAULTS, signInPerAccount: 3 }, async (app) => {
      const { email } = await newAccount(app);
      // Spellings of the same address (case, spaces) are the same account.
      const spellings = [email, ` ${email.toUpperCase()}`, `${email}  `];
      for (const [i, ip] of ['203.0.113.20', '203.0.113.21', '203.0.113.22'].entries()) {
        assert.equal((await signIn(app, ip, spellings[i], 'Wrong-Guess')).statusCode, 401);
      }
      // Past the account's ceiling, a fourth address gets one try, then waits (not five tries as before).
      assert.equal((await signIn(app, '203.0.113.23', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal(assertLimited(await signIn(app, '203.0.113.23', email, 'Wrong-Guess'), SIGN_IN), 60);
      assert.equal((await signIn(app, '198.51.100.5', email, PASSWORD)).statusCode, 200);
    });
  });

  test('below the account ceiling, a fourth address still has its five failures before it waits', async () => {
    await withApp(SIGN_IN_DEFAULTS, async (app) => {
      const { email } = await newAccount(app);
      for (const ip of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) assert.equal((await signIn(app, ip, email, 'Wrong-Guess')).statusCode, 401);
      for (let i = 0; i < 5; i++) assert.equal((await signIn(app, '203.0.113.33', email, 'Wrong-Guess')).statusCode, 401);
      assert.equal(assertLimited(await signIn(app, '203.0.113.33', email, 'Wrong-Guess'), SIGN_IN), 60);
    });
  });

  test('per address across accounts: the (N+1)th attempt in the window → 429, another address is not affected', async () => {
    await withApp({ signInPerIp: 3 }, async (app) => {
      for (let i = 0; i < 3; i++) assert.equal((await signIn(app, '203.0.113.40', uniqueEmail(), PASSWORD)).statusCode, 404);
      const wait = assertLimited(await signIn(app, '203.0.113.40', uniqueEmail(), PASSWORD), SIGN_IN);
      assert.ok(wait <= 60);
      assert.equal((await signIn(app, '203.0.113.41', uniqueEmail(), PASSWORD)).statusCode, 404);
    });
  });

  test('sign-up per address: the (N+1)th → 429, another address still signs up', async () => {
    await withApp({ signUpPerIp: 2 }, async (app) => {
      await newAccount(app, '203.0.113.50');
      await newAccount(app, '203.0.113.50');
      const res = await from(app, '203.0.113.50', '/api/users', { fullName: 'Third Traveller', email: uniqueEmail(), password: PASSWORD });
      assertLimited(res, 'Too many accounts were created from here.');
      await newAccount(app, '203.0.113.51');
    });
  });
});

let keyN = 0;
const book = (app: FastifyInstance, ip: string, cookie: string, cardLast4 = '4242') =>
  from(app, ip, '/api/bookings', { eventId: 1, quantity: 1, payment: { cardLast4, cvc: '123' } }, { cookie, 'idempotency-key': `limits-${keyN++}` });

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
          if (res.statusCode === 429) assertLimited(res, 'Too many declined payments.');
        }
        assert.deepEqual(statuses, [402, 402, 402, ...Array(27).fill(429)]);
        assert.equal(payments.charges.size, 3);
        const good = assertLimited(await book(app, '203.0.113.60', cookie), 'Too many declined payments.');
        assert.ok(good > 60 && good <= 3600, `Retry-After ${good}`);
      },
      payments,
    );
  });

  test('declines per address add up across travellers; another address is not affected', async () => {
    await withApp({ declinesPerIp: 5 }, async (app) => {
      const travellers = [await newAccount(app), await newAccount(app), await newAccount(app)];
      const statuses: number[] = [];
      for (const { cookie } of travellers)
        for (let i = 0; i < 2; i++) statuses.push((await book(app, '203.0.113.61', cookie, DECLINING_TEST_CARD_LAST4)).statusCode);
      assert.deepEqual(statuses, [402, 402, 402, 402, 402, 429]);
      assert.equal((await book(app, '203.0.113.62', travellers[2].cookie, DECLINING_TEST_CARD_LAST4)).statusCode, 402);
    });
  });

  test('replaying a declined booking (same Idempotency-Key) is not one more decline', async () => {
    await withApp({ declinesPerUser: 2 }, async (app) => {
      const { cookie } = await newAccount(app);
      const declined = { eventId: 1, quantity: 1, payment: { cardLast4: DECLINING_TEST_CARD_LAST4, cvc: '123' } };
      for (let i = 0; i < 4; i++) {
        assert.equal((await from(app, '203.0.113.67', '/api/bookings', declined, { cookie, 'idempotency-key': 'replayed-decline' })).statusCode, 402);
      }
      assert.equal((await book(app, '203.0.113.67', cookie, DECLINING_TEST_CARD_LAST4)).statusCode, 402);
      assertLimited(await book(app, '203.0.113.67', cookie, DECLINING_TEST_CARD_LAST4), 'Too many declined payments.');
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

  test('attempts per address across travellers: the (N+1)th → 429; another address still books', async () => {
    await withApp({ bookingPerIp: 3 }, async (app) => {
      const travellers = [await newAccount(app), await newAccount(app)];
      for (let i = 0; i < 3; i++) assert.equal((await book(app, '203.0.113.65', travellers[i % 2].cookie)).statusCode, 201);
      assertLimited(await book(app, '203.0.113.65', travellers[1].cookie), 'Too many booking attempts.');
      assert.equal((await book(app, '203.0.113.66', travellers[1].cookie)).statusCode, 201);
    });
  });
});

/** A choice of one first-category ticket on experience 1's first bookable session, as the calendar names it. */
async function firstChoice(app: FastifyInstance) {
  const res = await call(app, { method: 'GET', url: '/api/events/1/availability' });
  assert.equal(res.statusCode, 200, res.body);
  const { categories, days } = res.json<{ categories: { id: number }[]; days: { sessions: { id: number; bookable: boolean }[] }[] }>();
  const session = days.flatMap((d) => d.sessions).find((s) => s.bookable);
  assert.ok(session, 'experience 1 has a bookable session');
  return { sessionId: session.id, tickets: [{ categoryId: categories[0].id, quantity: 1 }] };
}

const hold = (app: FastifyInstance, ip: string, cookie: string, choice: unknown) => from(app, ip, '/api/holds', choice, { cookie });

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

  test('holds per address across travellers: the (N+1)th → 429; another address still holds', async () => {
    await withApp({ holdsPerIp: 3 }, async (app) => {
      const choice = await firstChoice(app);
      const travellers = [await newAccount(app), await newAccount(app)];
      for (let i = 0; i < 3; i++) assert.equal((await hold(app, '203.0.113.71', travellers[i % 2].cookie, choice)).statusCode, 201);
      assertLimited(await hold(app, '203.0.113.71', travellers[1].cookie, choice), 'Too many attempts to hold places.');
      assert.equal((await hold(app, '203.0.113.72', travellers[1].cookie, choice)).statusCode, 201);
    });
  });
});

const FORMS: [string, () => unknown][] = [
  ['/api/contact-messages', () => ({ username: 'Hatshepsut', email: uniqueEmail(), message: 'When does Karnak open?' })],
  [
    '/api/partner-applications',
    () => ({
      businessName: 'Karnak Light Tours',
      businessType: 'Tour operator',
      website: 'https://karnaklight.example',
      address: '12 Corniche el-Nil, Luxor',
      email: uniqueEmail(),
      phone: '+20 95 123 4567',
      whyPartner: 'We want to reach independent travellers.',
      servicesOffered: 'Evening temple visits and felucca trips.',
      additionalInfo: '',
    }),
  ],
  ['/api/newsletter-subscriptions', () => ({ email: uniqueEmail() })],
];

describe('forms per address', () => {
  for (const [url, body] of FORMS) {
    test(`${url}: the (N+1)th from one address → 429 with Retry-After; another address still sends`, async () => {
      await withApp({ formPerIp: 2 }, async (app) => {
        for (let i = 0; i < 2; i++) assert.equal((await from(app, '203.0.113.70', url, body())).statusCode, 201);
        assert.ok(assertLimited(await from(app, '203.0.113.70', url, body()), 'Too many attempts.') <= 60);
        assert.equal((await from(app, '203.0.113.71', url, body())).statusCode, 201);
      });
    });
  }

  test('each form counts apart: a visitor who wrote to us can still subscribe', async () => {
    await withApp({ formPerIp: 1 }, async (app) => {
      const [[contact, contactBody], , [newsletter, newsletterBody]] = FORMS;
      assert.equal((await from(app, '203.0.113.72', contact, contactBody())).statusCode, 201);
      assert.equal((await from(app, '203.0.113.72', contact, contactBody())).statusCode, 429);
      assert.equal((await from(app, '203.0.113.72', newsletter, newsletterBody())).statusCode, 201);
    });
  });
});

/** The app's log lines, as JSON objects, with the given limits. */
async function withLoggedApp(config: Partial<Config>, run: (app: FastifyInstance, lines: Record<string, unknown>[]) => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ database, config: { ...TEST_CONFIG, ...config }, logger: { level: 'info', stream }, setup: false });
  try {
    await run(app, lines);
  } finally {
    await app.close();
  }
}

describe('logging', () => {
  test('each refusal is logged with the address (and the account for sign-in), never the password', async () => {
    await withLoggedApp({ signInBackoffAfter: 1, formPerIp: 1 }, async (app, lines) => {
      const { email } = await newAccount(app);
      assert.equal((await signIn(app, '203.0.113.80', email, 'Secret-Guess-1')).statusCode, 401);
      assert.equal((await signIn(app, '203.0.113.80', email, 'Secret-Guess-2')).statusCode, 429);
      for (let i = 0; i < 2; i++) await from(app, '203.0.113.81', '/api/newsletter-subscriptions', { email: uniqueEmail() });
      const delayed = lines.find((l) => l.securityEvent === 'signin.delayed');
      assert.ok(delayed, 'a signin.delayed security event');
      assert.equal(delayed.ip, '203.0.113.80');
      assert.equal(typeof delayed.accountId, 'number');
      assert.equal(delayed.retryAfterSeconds, 60);
      const limited = lines.find((l) => l.event === 'rate_limited');
      assert.ok(limited, 'a rate_limited line');
      assert.equal(limited.ip, '203.0.113.81');
      assert.doesNotMatch(JSON.stringify(lines), /Secret-Guess/);
    });
  });

  test('Redis going unreachable is logged once, and the forms are still served', async () => {
    await withLoggedApp({ redisUrl: 'redis://127.0.0.1:1', formPerIp: 1 }, async (app, lines) => {
      for (let i = 0; i < 3; i++)
        assert.equal((await from(app, '203.0.113.82', '/api/newsletter-subscriptions', { email: uniqueEmail() })).statusCode, 201);
      assert.equal(lines.filter((l) => l.event === 'limits_unavailable').length, 1);
    });
  });
});
