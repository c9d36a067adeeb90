// The three public forms per address (proof of work past the soft limit, 429 past the hard cap), and how every
// refusal is logged: with the address, never the password.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { TEST_CONFIG, uniqueEmail } from './helpers.js';
import { assertLimited, from, limitsDatabase, newAccount, proven, signIn } from './limitsHarness.js';
import { assertProofRequired } from './proofs.js';

const { database, withApp } = limitsDatabase();

const FORMS: [string, () => unknown][] = [
  [
    '/api/contact-messages',
    () => ({ username: 'Hatshepsut', email: uniqueEmail(), message: 'When does Karnak open?' }),
  ],
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
    test(`${url}: past N from one address it proves work, past the hard cap 429 with Retry-After; another address still sends`, async () => {
      await withApp({ formPerIp: 2, formPerIpHard: 4 }, async (app) => {
        for (let i = 0; i < 2; i++) assert.equal((await from(app, '203.0.113.70', url, body())).statusCode, 201);
        assertProofRequired(await from(app, '203.0.113.70', url, body()));
        assert.equal((await from(app, '203.0.113.70', url, body(), await proven(app))).statusCode, 201);
        assert.ok(
          assertLimited(await from(app, '203.0.113.70', url, body(), await proven(app)), 'Too many attempts.') <= 60,
        );
        assert.equal((await from(app, '203.0.113.71', url, body())).statusCode, 201);
      });
    });
  }

  test('each form counts apart: a visitor who wrote to us can still subscribe', async () => {
    await withApp({ formPerIp: 1 }, async (app) => {
      const [[contact, contactBody], , [newsletter, newsletterBody]] = FORMS;
      assert.equal((await from(app, '203.0.113.72', contact, contactBody())).statusCode, 201);
      assertProofRequired(await from(app, '203.0.113.72', contact, contactBody()));
      assert.equal((await from(app, '203.0.113.72', newsletter, newsletterBody())).statusCode, 201);
    });
  });
});

/** The app's log lines, as JSON objects, with the given limits. */
async function withLoggedApp(
  config: Partial<Config>,
  run: (app: FastifyInstance, lines: Record<string, unknown>[]) => Promise<void>,
) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({
    database: database(),
    config: { ...TEST_CONFIG, ...config },
    logger: { level: 'info', stream },
    setup: false,
  });
  try {
    await run(app, lines);
  } finally {
    await app.close();
  }
}

describe('logging', () => {
  test('each refusal is logged with the address (and the account for sign-in), never the password', async () => {
    await withLoggedApp({ signInBackoffAfter: 1, formPerIp: 1, formPerIpHard: 1 }, async (app, lines) => {
      const { email } = await newAccount(app);
      assert.equal((await signIn(app, '203.0.113.80', email, 'Secret-Guess-1')).statusCode, 401);
      assert.equal((await signIn(app, '203.0.113.80', email, 'Secret-Guess-2')).statusCode, 429);
      for (let i = 0; i < 2; i++)
        await from(app, '203.0.113.81', '/api/newsletter-subscriptions', { email: uniqueEmail() });
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
        assert.equal(
          (await from(app, '203.0.113.82', '/api/newsletter-subscriptions', { email: uniqueEmail() })).statusCode,
          201,
        );
      assert.equal(lines.filter((l) => l.event === 'limits_unavailable').length, 1);
    });
  });
});
