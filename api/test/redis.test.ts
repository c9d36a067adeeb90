// Limits shared across two instances through Redis (skipped when Redis is not on 127.0.0.1:6379).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../src/db/client.js';
import { PASSWORD, call, pgliteDatabase, redisUp, signUp, testApp, uniqueEmail } from './helpers.js';
import { from } from './limitsHarness.js';
import { assertProofRequired, solvedProof } from './proofs.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const up = await redisUp(REDIS_URL);

describe('limits shared through Redis', { skip: up ? false : `no Redis at ${REDIS_URL}` }, () => {
  const prefix = `kemet-test-${randomBytes(4).toString('hex')}:`;
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  before(async () => {
    database = await pgliteDatabase();
    const config = {
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      signInBackoffAfter: 3,
      signInBackoffBaseSeconds: 30,
      signInBackoffMaxSeconds: 900,
      signInPerAccount: 1000,
      formPerIp: 2,
      formPerIpHard: 5,
      declinesPerUser: 2,
      declinesPerIp: 2,
    };
    a = await testApp(database, { config });
    b = await testApp(database, { config });
  });
  after(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    const r = new Redis(REDIS_URL);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  const signIn = (app: FastifyInstance, ip: string, email: string, password: string) =>
    from(app, ip, '/api/sessions', { email, password });

  test('sign-in failures of one pair add up on both instances, and so do its growing waits', async () => {
    const { email } = await signUp(a);
    for (let i = 0; i < 3; i++)
      assert.equal((await signIn(i % 2 ? b : a, '203.0.113.7', email, 'Wrong-Guess')).statusCode, 401);
    const waits: number[] = [];
    for (const app of [b, a, b]) {
      const res = await signIn(app, '203.0.113.7', email, PASSWORD);
      assert.equal(res.statusCode, 429, res.body);
      assert.equal(res.json().error.code, 'RATE_LIMITED');
      waits.push(Number(res.headers['retry-after']));
    }
    assert.deepEqual(waits, [60, 120, 240]);
    // The owner, from another address, signs in on either instance; that clears only the owner's own pair.
    assert.equal((await signIn(a, '198.51.100.4', email, PASSWORD)).statusCode, 200);
    assert.equal((await signIn(b, '203.0.113.7', email, PASSWORD)).statusCode, 429);
  });

  test('a success on one instance clears the pair on the other', async () => {
    const { email } = await signUp(a);
    for (let i = 0; i < 2; i++) assert.equal((await signIn(a, '203.0.113.8', email, 'Wrong-Guess')).statusCode, 401);
    assert.equal((await signIn(b, '203.0.113.8', email, PASSWORD)).statusCode, 200);
    for (let i = 0; i < 2; i++) assert.equal((await signIn(b, '203.0.113.8', email, 'Wrong-Guess')).statusCode, 401);
    assert.equal((await signIn(a, '203.0.113.8', email, PASSWORD)).statusCode, 200);
  });

  test('a form limit counts requests on both instances: proof of work past it, used once across them, then 429', async () => {
    const body = () => ({ email: uniqueEmail() });
    const subscribe = (app: FastifyInstance, headers: Record<string, string> = {}) =>
      from(app, '203.0.113.9', '/api/newsletter-subscriptions', body(), headers);
    assert.equal((await subscribe(a)).statusCode, 201);
    assert.equal((await subscribe(b)).statusCode, 201);
    assertProofRequired(await subscribe(a));
    const proof = { 'x-kemet-proof': await solvedProof(a) };
    assert.equal((await subscribe(b, proof)).statusCode, 201);
    assertProofRequired(await subscribe(a, proof));
    const limited = await subscribe(b, { 'x-kemet-proof': await solvedProof(b) });
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
  });

  const book = (app: FastifyInstance, cookie: string, payment: unknown, headers: Record<string, string> = {}) =>
    from(
      app,
      '203.0.113.11',
      '/api/bookings',
      { eventId: 1, quantity: 1, payment },
      { cookie, 'idempotency-key': randomBytes(8).toString('hex'), ...headers },
    );
  const card = (n: number, last4: string) => ({
    cardLast4: last4,
    cvc: '123',
    cardNumber: `4000${String(n).padStart(8, '0')}${last4}`,
    expiry: '12/29',
  });

  test('declines per address on one instance ask for proof on the other; a proof is used once across both', async () => {
    const [x, y, z] = [await signUp(a), await signUp(b), await signUp(a)];
    assert.equal((await book(a, x.cookie, card(1, '0002'))).statusCode, 402);
    assert.equal((await book(b, y.cookie, card(2, '0002'))).statusCode, 402);
    assertProofRequired(await book(a, z.cookie, card(3, '4242')));
    const proof = { 'x-kemet-proof': await solvedProof(b) };
    assert.equal((await book(a, z.cookie, card(3, '4242'), proof)).statusCode, 201);
    assertProofRequired(await book(b, z.cookie, card(3, '4242'), proof));
  });

  test('a card paid with on one account through one instance is refused for another account through the other', async () => {
    const [x, y] = [await signUp(a), await signUp(b)];
    assert.equal(
      (await book(a, x.cookie, card(10, '4242'), { 'x-kemet-proof': await solvedProof(a) })).statusCode,
      201,
    );
    const refused = await book(b, y.cookie, card(10, '4242'), { 'x-kemet-proof': await solvedProof(b) });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.equal(refused.json().error.code, 'CARD_ON_ANOTHER_ACCOUNT');
  });

  test("one instance's device cookie holds on the other", async () => {
    const quote = (app: FastifyInstance, cookie = '') =>
      from(app, '203.0.113.12', '/api/quotes', { sessionId: 1, tickets: [{ categoryId: 1, quantity: 1 }] }, { cookie });
    const issued = (await quote(a)).cookies.find((c) => c.name === 'kemet_device');
    assert.ok(issued);
    const again = await quote(b, `kemet_device=${issued.value}`);
    assert.equal(
      again.cookies.find((c) => c.name === 'kemet_device'),
      undefined,
    );
  });

  test('declined payments count on both instances', async () => {
    const { cookie } = await signUp(a);
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) {
      const res = await from(
        app,
        '203.0.113.10',
        '/api/bookings',
        { eventId: 1, quantity: 1, payment: { cardLast4: '0002', cvc: '123' } },
        { cookie, 'idempotency-key': randomBytes(8).toString('hex') },
      );
      statuses.push(res.statusCode);
    }
    assert.deepEqual(statuses, [402, 402, 429, 429]);
  });
});

describe('limits with Redis unreachable', () => {
  test('sign-in, forms and bookings are served (limits skipped), never a 500', async () => {
    const database = await pgliteDatabase();
    // Port 1: nothing listens there, so every counter call fails fast.
    const app = await testApp(database, {
      config: { redisUrl: 'redis://127.0.0.1:1', signInBackoffAfter: 1, formPerIp: 1, declinesPerUser: 1 },
    });
    try {
      const { email, cookie } = await signUp(app);
      const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
        call(app, {
          method: 'POST',
          url,
          payload: payload as string,
          headers: { 'content-type': 'application/json', ...headers },
        });
      assert.equal((await post('/api/sessions', { email, password: 'Wrong-Guess' })).statusCode, 401);
      assert.equal((await post('/api/sessions', { email, password: PASSWORD })).statusCode, 200);
      for (let i = 0; i < 2; i++)
        assert.equal((await post('/api/newsletter-subscriptions', { email: uniqueEmail() })).statusCode, 201);
      for (let i = 0; i < 2; i++) {
        const res = await post(
          '/api/bookings',
          { eventId: 1, quantity: 1, payment: { cardLast4: '0002', cvc: '123' } },
          { cookie, 'idempotency-key': `down-${i}` },
        );
        assert.equal(res.statusCode, 402);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
