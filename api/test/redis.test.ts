// Limits shared across two instances through Redis (skipped when Redis is not on 127.0.0.1:6379).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../src/db/client.js';
import { PASSWORD, call, pgliteDatabase, redisUp, signUp, testApp, uniqueEmail } from './helpers.js';

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
      declinesPerUser: 2,
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

  const from = (app: FastifyInstance, ip: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(app, { method: 'POST', url, payload: payload as string, remoteAddress: ip, headers: { 'content-type': 'application/json', ...headers } });
  const signIn = (app: FastifyInstance, ip: string, email: string, password: string) => from(app, ip, '/api/sessions', { email, password });

  test('sign-in failures of one pair add up on both instances, and so do its growing waits', async () => {
    const { email } = await signUp(a);
    for (let i = 0; i < 3; i++) assert.equal((await signIn(i % 2 ? b : a, '203.0.113.7', email, 'Wrong-Guess')).statusCode, 401);
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

  test('a form limit counts requests on both instances', async () => {
    const body = () => ({ email: uniqueEmail() });
    assert.equal((await from(a, '203.0.113.9', '/api/newsletter-subscriptions', body())).statusCode, 201);
    assert.equal((await from(b, '203.0.113.9', '/api/newsletter-subscriptions', body())).statusCode, 201);
    const limited = await from(a, '203.0.113.9', '/api/newsletter-subscriptions', body());
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
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
    const app = await testApp(database, { config: { redisUrl: 'redis://127.0.0.1:1', signInBackoffAfter: 1, formPerIp: 1, declinesPerUser: 1 } });
    try {
      const { email, cookie } = await signUp(app);
      const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
        call(app, { method: 'POST', url, payload: payload as string, headers: { 'content-type': 'application/json', ...headers } });
      assert.equal((await post('/api/sessions', { email, password: 'Wrong-Guess' })).statusCode, 401);
      assert.equal((await post('/api/sessions', { email, password: PASSWORD })).statusCode, 200);
      for (let i = 0; i < 2; i++) assert.equal((await post('/api/newsletter-subscriptions', { email: uniqueEmail() })).statusCode, 201);
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
