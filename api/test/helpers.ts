// Test plumbing: apps on in-memory PGlite or on a fresh PostgreSQL database of their own, cheap argon2, secret checks.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { after, before } from 'node:test';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.js';
import { prepareDatabase } from '../src/db/prepare.js';
import type { Config } from '../src/config.js';
import { generateSigningJwk } from '../src/tickets/keyring.js';
import { openDatabase, type Database } from '../src/db/client.js';

export const TEST_CONFIG: Partial<Config> = {
  logLevel: 'silent',
  argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  signInPerAccount: 1000,
  signInPerIp: 1000,
  signUpPerIp: 1000,
  signInPerIpHard: 1000,
  signUpPerIpHard: 1000,
  signInBackoffAfter: 1000,
  bookingPerUser: 1000,
  bookingPerIp: 1000,
  bookingPerIpHard: 1000,
  holdsPerUser: 1000,
  holdsPerIp: 1000,
  holdsPerIpHard: 1000,
  declinesPerUser: 1000,
  declinesPerCard: 1000,
  declinesPerDevice: 1000,
  declinesPerIp: 1000,
  declinesPerIpHard: 1000,
  formPerIp: 1000,
  formPerIpHard: 1000,
  partnerWritesPerUser: 1000,
  reviewWritesPerUser: 1000,
  invitationPerIp: 1000,
  invitationPerIpHard: 1000,
  // A session more than held asks nothing of the tests that fill one; the proof-of-work tests lower it.
  powHeldShare: 1,
  maxEventLoopDelay: 0,
  idempotencySecret: 'test-idempotency-secret-0123456789abcdef',
  // A ticket key of the test process, so apps write no ticket-keys.json into api/.data.
  ticketSigningKey: JSON.stringify(await generateSigningJwk()),
};

/** Where the run's migrated and seeded PGlite data directory is (test/globalSetup.ts writes it). */
export const PGLITE_SNAPSHOT_ENV = 'KEMET_TEST_PGLITE_SNAPSHOT';

/** A migrated and seeded in-memory PGlite, dumped: what every test database starts from. */
export async function seedPgliteSnapshot(): Promise<Uint8Array> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await prepareDatabase(database);
    return await database.dumpDataDir!();
  } finally {
    await database.close();
  }
}

let snapshot: Promise<Uint8Array> | undefined;

// The run's snapshot; a test file run alone (without the global setup) seeds one of its own, once.
const seededSnapshot = (): Promise<Uint8Array> => {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  return (snapshot ??= file ? readFile(file).then((bytes) => new Uint8Array(bytes)) : seedPgliteSnapshot());
};

/** A fresh in-memory PGlite, migrated and seeded (a copy of the run's seeded data directory: no initdb, no seeding). */
export async function pgliteDatabase(): Promise<Database> {
  return openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: await seededSnapshot() });
}

export async function testApp(
  database: Database,
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    ...options,
    database,
    config: { ...TEST_CONFIG, ...options.config },
    logger: options.logger ?? false,
    setup: false,
  });
  await app.ready();
  return app;
}

const ADMIN_URLS = [
  'postgres://root@127.0.0.1:5432/test',
  'postgres://postgres@127.0.0.1:5432/test',
  'postgres://postgres@127.0.0.1:5432/postgres',
];

/** The admin URL of a reachable PostgreSQL (trust auth), or null: those tests are skipped. */
export async function postgresAdminUrl(): Promise<string | null> {
  for (const url of [process.env.TEST_DATABASE_ADMIN_URL, ...ADMIN_URLS].filter((u): u is string => !!u)) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next role
    } finally {
      await client.end().catch(() => {});
    }
  }
  return null;
}

/** A freshly created database (kemet_t_<random>) for one test file; drop() removes it. */
export async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `kemet_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const SECRET = /\$argon2|passwordHash|password_hash|token_hash|tokenHash/;

/** The URL of an inject() call, for assertion messages (inject also takes it as an object). */
export function requestUrl(options: InjectOptions): string {
  return typeof options.url === 'string' ? options.url : JSON.stringify(options.url);
}

/** inject() that also asserts no response ever carries password or session hash material. */
export async function call(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject(options);
  const target = `${options.method} ${requestUrl(options)}`;
  assert.doesNotMatch(res.body, SECRET, `${target} leaked secret material`);
  if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
    const body = res.json();
    assert.equal(typeof body.error?.code, 'string', `error shape for ${target}: ${res.body}`);
    assert.equal(typeof body.error?.message, 'string');
  }
  assert.ok(res.statusCode < 500 || res.statusCode === 503, `${target} → ${res.statusCode} ${res.body}`);
  return res;
}

export const post = (app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(app, {
    method: 'POST',
    url,
    payload: payload as InjectOptions['payload'],
    headers: { 'content-type': 'application/json', ...headers },
  });

export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name.endsWith('kemet_session'));
  assert.ok(cookie, 'expected a session cookie');
  return `${cookie.name}=${cookie.value}`;
}

let counter = 0;
export const uniqueEmail = (prefix = 'traveller') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}@example.com`;

export async function signUp(
  app: FastifyInstance,
  email = uniqueEmail(),
): Promise<{ cookie: string; email: string; user: { id: number } }> {
  const res = await post(app, '/api/users', { fullName: 'Nefertari Traveller', email, password: 'Lotus-Sphinx-2027' });
  assert.equal(res.statusCode, 201, res.body);
  return { cookie: sessionCookie(res), email, user: res.json().user };
}

export const PASSWORD = 'Lotus-Sphinx-2027';

/**
 * The tests' own SQL goes behind the API, which announces its writes to the catalogue cache; such an edit (an
 * operator's) would show within the cache's max age. The tests that read it back at once tell the cache.
 */
export const changedBehindTheApi = (app: FastifyInstance): void => app.ctx.catalogCache.contentChanged();

/** Gives the test file one app on a fresh in-memory PGlite (through `ready`), closed after the file's tests. */
export function appPerFile(ready: (app: FastifyInstance, database: Database) => void): void {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  before(async () => {
    database = await pgliteDatabase();
    app = await testApp(database);
    ready(app, database);
  });
  after(async () => {
    await app?.close();
    await database?.close();
  });
}

/** True when Redis answers PING at url. */
export async function redisUp(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}
