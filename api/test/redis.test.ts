// Shared sign-in limits across two instances through Redis (skipped when Redis is not on 127.0.0.1:6379).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../src/db/client.js';
import { pgliteDatabase, post, redisUp, signUp, testApp } from './helpers.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const up = await redisUp(REDIS_URL);

describe('rate limits shared through Redis', { skip: up ? false : `no Redis at ${REDIS_URL}` }, () => {
  const prefix = `kemet-test-${randomBytes(4).toString('hex')}:`;
  let database: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;

  before(async () => {
    database = await pgliteDatabase();
    const config = { redisUrl: REDIS_URL, redisPrefix: prefix, signInPerAccount: 5, signInPerIp: 1000 };
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

  test('attempts on two instances add up: the 6th → 429 on either', async () => {
    const { email } = await signUp(a);
    for (let i = 0; i < 5; i++) {
      const res = await post(i % 2 ? b : a, '/api/sessions', { email, password: 'wrong-password' });
      assert.equal(res.statusCode, 401);
    }
    const limited = await post(b, '/api/sessions', { email, password: 'wrong-password' });
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) >= 1);
    assert.equal((await post(a, '/api/sessions', { email, password: 'wrong-password' })).statusCode, 429);
  });
});
