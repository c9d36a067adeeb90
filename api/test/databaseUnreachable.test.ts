// A database out of reach or a pool that stays full: requests that need it answer 503 UNAVAILABLE with Retry-After in
// the API's error shape, in bounded time, never a 500 or a request left waiting; the process itself stays up.
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { prepareDatabase } from '../src/db/prepare.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { isDatabaseUnavailable } from '../src/db/errors.js';
import { call, post, postgresAdminUrl, scratchPostgres, testApp, uniqueEmail } from './helpers.js';

const adminUrl = await postgresAdminUrl();

/** A port on this machine where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function assertUnavailable(
  res: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  what: string,
) {
  assert.equal(res.statusCode, 503, what);
  assert.equal(res.headers['retry-after'], '5', what);
  assert.deepEqual(
    res.json(),
    { error: { code: 'UNAVAILABLE', message: 'The service is busy or restarting. Please try again shortly.' } },
    what,
  );
}

test('which errors mean the database is out of reach', () => {
  assert.ok(
    isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' })),
  );
  assert.ok(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect')));
  assert.ok(
    isDatabaseUnavailable(
      new Error('Failed query', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }),
    ),
  );
  assert.ok(isDatabaseUnavailable(Object.assign(new Error('sorry, too many clients already'), { code: '53300' })));
  assert.ok(
    !isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    'a refusal of the data is not an outage',
  );
  assert.ok(!isDatabaseUnavailable(new TypeError('x is undefined')));
});

describe('PostgreSQL out of reach', () => {
  let database: Database;
  let app: FastifyInstance;
  before(async () => {
    const databaseUrl = `postgres://kemet@127.0.0.1:${await closedPort()}/kemet`;
    database = await openDatabase({ databaseUrl, pgliteDir: '' });
    // With its URL the app also starts the catalogue listener, which keeps trying to connect.
    app = await testApp(database, { config: { databaseUrl } });
  });
  after(async () => {
    await app?.close();
    await database?.close();
  });

  test('catalogue, sign-up, sign-in and readiness answer 503; liveness stays 200', async () => {
    assertUnavailable(await call(app, { method: 'GET', url: '/api/events' }), 'GET /api/events');
    assertUnavailable(await call(app, { method: 'GET', url: '/api/events/1' }), 'GET /api/events/1');
    const fullName = 'Nefertari Traveller';
    const password = 'Lotus-Sphinx-2027';
    assertUnavailable(await post(app, '/api/users', { fullName, email: uniqueEmail(), password }), 'POST /api/users');
    assertUnavailable(await post(app, '/api/sessions', { email: uniqueEmail(), password }), 'POST /api/sessions');
    assert.equal((await call(app, { method: 'GET', url: '/api/ready' })).statusCode, 503);
    assert.equal((await call(app, { method: 'GET', url: '/api/health' })).statusCode, 200);
  });
});

describe('a PostgreSQL pool that stays full', { skip: adminUrl ? false : 'no PostgreSQL on 127.0.0.1:5432' }, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let database: Database;
  let app: FastifyInstance;
  before(async () => {
    scratch = await scratchPostgres(adminUrl!);
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: '', poolMax: 1, connectTimeoutMs: 300 });
    await prepareDatabase(database);
    app = await testApp(database);
  });
  after(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  test('a request that cannot get a connection gives up after the connect timeout with a 503', async () => {
    // The setup lock keeps the pool's one connection for as long as its function runs.
    await database.withSetupLock(async () => {
      const started = Date.now();
      assertUnavailable(
        await call(app, { method: 'GET', url: '/api/events?pageSize=3' }),
        'GET /api/events while the pool is full',
      );
      assert.ok(Date.now() - started >= 300, 'it waited for a connection first');
    });
    assert.equal(
      (await call(app, { method: 'GET', url: '/api/events?pageSize=3' })).statusCode,
      200,
      'and answers again once one is free',
    );
  });
});
