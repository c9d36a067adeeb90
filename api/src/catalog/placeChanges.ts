// Which experiences' places a write changed, for the catalogue cache. placeLedger reports every change of
// places_taken here and, in the same transaction, NOTIFYs the other instances (delivered at commit). This instance
// forgets its own stale answers once the write is over, so a traveller reading after booking sees the new places:
// a request's changes are collected in an AsyncLocalStorage and handed to the cache before its answer is sent, after
// its transactions committed (forgetting earlier could let a read of the old rows be stored again).
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The one channel of catalogue invalidations: payload "places:1,2,3" or "content". */
export const CATALOG_CHANNEL = 'kemet_catalog';

const collected = new AsyncLocalStorage<Set<number>>();

/** Runs fn, collecting the experiences whose places it changed. */
export async function collectPlaceChanges<T>(fn: () => Promise<T>): Promise<{ result: T; experienceIds: Set<number> }> {
  const experienceIds = new Set<number>();
  const result = await collected.run(experienceIds, fn);
  return { result, experienceIds };
}

/** For a Fastify hook: the rest of the request runs inside a collection, read back with changesOfRequest(). */
export function runCollecting(done: () => void): Set<number> {
  const experienceIds = new Set<number>();
  collected.run(experienceIds, done);
  return experienceIds;
}

/**
 * The NOTIFY of a statement that changed places: `changed` names a CTE with an experience_id column; select
 * `(select count(*) from notified)` in the statement so it runs. One statement: no round trip of its own.
 */
export const notifiedSql = (changed: SQL): SQL => sql`notified as (
  select pg_notify(${CATALOG_CHANNEL}, 'places:' || string_agg(distinct experience_id::text, ',')) from ${changed} having count(*) > 0)`;

/** Called by placeLedger with the experiences of the sessions whose places_taken it changed (and NOTIFYed). */
export function placesChanged(experienceIds: Iterable<unknown>): void {
  const store = collected.getStore();
  if (store) for (const id of experienceIds) store.add(Number(id));
}

export async function notifyContentChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'content')`);
}
