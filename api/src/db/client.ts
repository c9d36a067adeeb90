// Opens the database: real PostgreSQL through node-postgres when DATABASE_URL is set, embedded PGlite otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

// Typed as node-postgres so execute() results carry .rows; PGlite's results have the same shape.
export type Db = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'postgres' | 'pglite';
  db: Db;
  /** Runs fn with an exclusive setup lock (migrations + seed), so instances starting together don't collide. */
  withSetupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const SETUP_LOCK_ID = 7_331_001;

export async function openDatabase(opts: { databaseUrl?: string; pgliteDir: string; poolMax?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolMax ?? 10) : openPglite(opts.pgliteDir);
}

async function openPostgres(url: string, max: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async withSetupLock(fn) {
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

async function openPglite(dir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    withSetupLock: (fn) => fn(db),
    async ping() {
      if (closed) throw new Error('database closed');
      await db.execute(sql`select 1`);
    },
    async close() {
      closed = true;
      await client.close();
    },
  };
}
