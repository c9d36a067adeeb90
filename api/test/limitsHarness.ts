// What the limits tests share: a database for the file, a fresh app (fresh in-memory counters) per test, requests
// from a given address, and the 429 every refusal answers.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { TestPaymentProvider } from '../src/payments/provider.js';
import { PASSWORD, call, pgliteDatabase, sessionCookie, testApp, uniqueEmail } from './helpers.js';
import { solvedProof } from './proofs.js';

/** Opens one database for the test file; `withApp` runs each test on a fresh app with these limits. */
export function limitsDatabase() {
  let database: Database;
  before(async () => {
    database = await pgliteDatabase();
  });
  after(async () => {
    await database.close();
  });
  return {
    database: () => database,
    async withApp(
      config: Partial<Config>,
      run: (app: FastifyInstance) => Promise<void>,
      payments = new TestPaymentProvider(),
    ) {
      const app = await testApp(database, { config, payments });
      try {
        await run(app);
      } finally {
        await app.close();
      }
    },
  };
}

export const from = (
  app: FastifyInstance,
  ip: string,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  call(app, {
    method: 'POST',
    url,
    payload: payload as string,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
  });

export function assertLimited(res: LightMyRequestResponse, message: string): number {
  assert.equal(res.statusCode, 429, res.body);
  assert.deepEqual(res.json(), { error: { code: 'RATE_LIMITED', message } });
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After: ${res.headers['retry-after']}`);
  return retryAfter;
}

export async function newAccount(app: FastifyInstance, ip = '192.0.2.200'): Promise<{ email: string; cookie: string }> {
  const email = uniqueEmail();
  const res = await from(app, ip, '/api/users', { fullName: 'Nefertari Traveller', email, password: PASSWORD });
  assert.equal(res.statusCode, 201, res.body);
  return { email, cookie: sessionCookie(res) };
}

export const signIn = (app: FastifyInstance, ip: string, email: string, password: string, headers = {}) =>
  from(app, ip, '/api/sessions', { email, password }, headers);

/** The X-Kemet-Proof header of a fresh solved challenge. */
export const proven = async (app: FastifyInstance) => ({ 'x-kemet-proof': await solvedProof(app) });
