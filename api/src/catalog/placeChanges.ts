// Which sessions' places a write changed, for the catalogue cache. placeLedger reports every change of places_taken
// here and, in the same transaction, NOTIFYs the other instances (delivered at commit). This instance forgets its own
// stale answers once the write is over, so a traveller reading after booking sees the new places: a request's changes
// are collected in an AsyncLocalStorage and handed to the cache before its answer is sent, after its transactions
// committed (forgetting earlier could let a read of the old rows be stored again). A change is told as its experience
// and the start of its earliest changed session (catalogCache.ts says which answers that touches).
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { PlacesChanged } from './catalogCache.js';

/**
 * The one channel of catalogue invalidations: payload "places:<experience>@<earliest start, epoch s>,…" or "content".
 */
export const CATALOG_CHANNEL = 'kemet_catalog';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a longer list of changes is sent as "content". */
const MAX_PAYLOAD = 7999;

const collected = new AsyncLocalStorage<Map<number, number>>();

/** A changed session, as the ledger's statements return it. */
export type ChangedSession = {
  experience_id: number | string;
  /** Its start, epoch ms. */
  starts_ms: number | string;
};

/** Runs fn, collecting the changes of places it made. */
export async function collectPlaceChanges<T>(fn: () => Promise<T>): Promise<{ result: T; changes: PlacesChanged }> {
  const changes = new Map<number, number>();
  const result = await collected.run(changes, fn);
  return { result, changes };
}

/** For a Fastify hook: the rest of the request runs inside a collection, the returned map. */
export function runCollecting(done: () => void): PlacesChanged {
  const changes = new Map<number, number>();
  collected.run(changes, done);
  return changes;
}

/** `changed` as SQL selecting experience_id and starts_ms (epoch ms) of each changed session. */
export const changedSessionsSql = (changed: SQL): SQL =>
  sql`select experience_id, (extract(epoch from starts_at) * 1000)::float8 as starts_ms from ${changed}`;

/**
 * The NOTIFY of a statement that changed places: `changed` names a CTE with experience_id and starts_at columns;
 * select `(select count(*) from notified)` in the statement so it runs. One statement: no round trip of its own.
 */
export const notifiedSql = (changed: SQL): SQL => sql`notified as (
  select pg_notify(${CATALOG_CHANNEL}, case when length(payload) <= ${MAX_PAYLOAD} then payload else 'content' end)
  from (
    select 'places:' || string_agg(experience_id || '@' || earliest, ',') as payload
    from (select experience_id, floor(extract(epoch from min(starts_at)))::bigint as earliest from ${changed} group by experience_id) e
    having count(*) > 0) p)`;

/** Keeps, per experience, the earliest changed start. */
const noteChange = (changes: Map<number, number>, experienceId: number, startMs: number) =>
  changes.set(experienceId, Math.min(changes.get(experienceId) ?? Infinity, startMs));

/** Called by placeLedger with the sessions whose places_taken it changed (and NOTIFYed). */
export function placesChanged(sessions: Iterable<ChangedSession>): void {
  const store = collected.getStore();
  if (!store) return;
  for (const session of sessions) noteChange(store, Number(session.experience_id), Number(session.starts_ms));
}

/** The changes a "places:" payload of another instance tells; an experience without a start changed everywhere. */
export function placesChangedOf(list: string): PlacesChanged {
  const changes = new Map<number, number>();
  for (const item of list.split(',')) {
    const [id, earliestS] = item.split('@');
    const experienceId = Number(id);
    if (!id || !Number.isInteger(experienceId)) continue;
    const earliest = earliestS === undefined || earliestS === '' ? -Infinity : Number(earliestS) * 1000;
    noteChange(changes, experienceId, Number.isFinite(earliest) ? earliest : -Infinity);
  }
  return changes;
}

export async function notifyContentChanged(db: Db): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'content')`);
}
