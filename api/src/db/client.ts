// Opens the database: real PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise, both through node-postgres.
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { PoolConfig } from 'pg';
import type { PgliteWorkerData } from './pgliteWorker.js';
import * as schema from './schema.js';

export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** Runs fn with an exclusive setup lock (migrations + seed), so instances starting together don't collide. */
  withSetupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PGlite only: its data directory as a tarball, which `openDatabase({ pgliteSnapshot })` starts from. */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SETUP_LOCK_ID = 7_331_001;

/**
 * How long a query waits for a connection (a free one of the pool, or a new one to the server) before it fails, and
 * its request answers 503: a database out of reach or a pool that stays full ends the request instead of holding it.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

export async function openDatabase(opts: {
  databaseUrl?: string;
  pgliteDir: string;
  /** A PGlite data directory from dumpDataDir() to start from (the tests' migrated and seeded database). */
  pgliteSnapshot?: Uint8Array;
  poolMax?: number;
  connectTimeoutMs?: number;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS)
    : openPglite(opts.pgliteDir, opts.pgliteSnapshot);
}

async function openPostgres(url: string, max: number, connectTimeoutMs: number): Promise<Database> {
  const { pool, db } = await openPool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  return {
    kind: 'postgres',
    db,
    async withSetupLock(fn) {
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_ID]);
        return await fn(drizzle(client, { schema }));
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite in a thread of its own (pgliteWorker.ts), spoken to over a Unix socket with node-postgres through one
 * connection: PGlite serves one session, and a transaction keeps it until it ends, as PGlite's own lock did.
 */
async function openPglite(dir: string, snapshot?: Uint8Array): Promise<Database> {
  const socketDir = await mkdtemp(path.join(tmpdir(), 'kemet-pglite-'));
  // Removed on close, and on exit by a script that ends without closing the database (the worker keeps no process
  // alive).
  const removeSocketDir = () => {
    process.off('exit', removeSocketDir);
    rmSync(socketDir, { recursive: true, force: true });
  };
  process.once('exit', removeSocketDir);
  const ownFile = fileURLToPath(import.meta.url);
  const workerData: PgliteWorkerData = { dir, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), snapshot };
  const worker = new Worker(new URL(`./pgliteWorker${path.extname(ownFile)}`, import.meta.url), { workerData });
  // As PGlite in this thread did, the database keeps no process alive by itself (a script that ends ends).
  worker.unref();
  try {
    await messageFrom(worker, 'listening');
  } catch (error) {
    removeSocketDir();
    throw error;
  }
  // The one connection stays open; it keeps no process alive by itself either. The socket
  // server runs one transaction at a time, so a transaction keeps the database until it ends.
  const { pool, db } = await openPool({
    host: socketDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  });
  let closed = false;
  return {
    kind: 'pglite',
    db,
    withSetupLock: (fn) => fn(db),
    async ping() {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    async dumpDataDir() {
      const dumped = new Promise<Uint8Array>((resolve, reject) => {
        const onMessage = (message: { dump?: Uint8Array }) => {
          if (!message?.dump) return;
          worker.off('message', onMessage).off('error', reject);
          resolve(message.dump);
        };
        worker.on('message', onMessage).once('error', reject);
      });
      worker.postMessage('dump');
      return dumped;
    },
    async close() {
      closed = true;
      await pool.end();
      worker.postMessage('close');
      await messageFrom(worker, 'closed').catch(() => {});
      await worker.terminate();
      removeSocketDir();
    },
  };
}

const SOCKET_PORT = 5432;

async function openPool(config: PoolConfig) {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool(config);
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return { pool, db: drizzle(pool, { schema }) as unknown as Db };
}

/** Resolves when the worker posts `expected`; rejects if it fails or exits first. */
function messageFrom(worker: Worker, expected: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== expected) return;
      settle();
      resolve();
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    const onExit = (code: number) =>
      onError(new Error(`the database thread exited (${code}) before it was ${expected}`));
    const settle = () => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}
