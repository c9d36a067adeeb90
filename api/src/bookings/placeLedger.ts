// Every change to a session's places_taken (docs/product/rules.md#booking): taken with one conditional UPDATE that
// cannot oversell, and given back exactly once when a hold leaves 'active' (the status flip and the decrement are one
// statement, so two instances expiring the same hold at once give its places back once). Each change is reported to
// the catalogue cache (catalog/placeChanges.ts), which shows places left but never decides a booking.
import { sql, type SQL } from 'drizzle-orm';
import { changedSessionsSql, notifiedSql, placesChanged, type ChangedSession } from '../catalog/placeChanges.js';
import type { Db } from '../db/client.js';

/** Runs an UPDATE of experience_sessions returning CHANGED, NOTIFYing and reporting the change; true if it did. */
async function changePlaces(db: Db, update: SQL): Promise<boolean> {
  const { rows } = await db.execute<ChangedSession>(sql`
    with changed as (${update}), ${notifiedSql(sql.raw('changed'))}
    select *, (select count(*) from notified) as notified from (${changedSessionsSql(sql.raw('changed'))}) s`);
  placesChanged(rows);
  return rows.length > 0;
}

const CHANGED = sql.raw('experience_id, starts_at');

/** Takes `places` on an open session before its cut-off; false when it cannot (then nothing changed). */
export function takePlaces(db: Db, sessionId: number, places: number): Promise<boolean> {
  return changePlaces(
    db,
    sql`update experience_sessions set places_taken = places_taken + ${places}
    where id = ${sessionId} and places_taken + ${places} <= capacity and status = 'open'
      and now() < starts_at - make_interval(mins => booking_cutoff_minutes)
    returning ${CHANGED}`,
  );
}

/** Takes places back for a paid booking whose hold ran out meanwhile: capacity and status only, the cut-off is past. */
export function retakePlaces(db: Db, sessionId: number, places: number): Promise<boolean> {
  return changePlaces(
    db,
    sql`update experience_sessions set places_taken = places_taken + ${places}
    where id = ${sessionId} and places_taken + ${places} <= capacity and status = 'open' and now() < starts_at
    returning ${CHANGED}`,
  );
}

export async function givePlacesBack(db: Db, sessionId: number, places: number): Promise<void> {
  await changePlaces(
    db,
    sql`update experience_sessions set places_taken = places_taken - ${places} where id = ${sessionId} returning ${CHANGED}`,
  );
}

/**
 * Ends the active holds matching `where` (a condition on holds' own columns) with `status` (a SQL expression, so
 * overdue and released holds can end in one statement) and gives their places back. Returns how many holds ended.
 */
export async function endHolds(db: Db, status: SQL, where: SQL): Promise<number> {
  const { rows } = await db.execute<{ ended: number; changes: ChangedSession[] | null }>(sql`
    with ended as (
      update holds set status = ${status} where status = 'active' and (${where}) returning session_id, places
    ), given as (
      update experience_sessions s set places_taken = s.places_taken - p.places
      from (select session_id, sum(places)::int as places from ended group by session_id) p
      where s.id = p.session_id
      returning s.experience_id, s.starts_at
    ), ${notifiedSql(sql.raw('given'))}
    select (select count(*) from ended)::int as ended, (select json_agg(c) from (${changedSessionsSql(sql.raw('given'))}) c) as changes,
      (select count(*) from notified) as notified`);
  placesChanged(rows[0]?.changes ?? []);
  return Number(rows[0]?.ended ?? 0);
}

/** Overdue holds (of one session, or all): expired, places back. The periodic sweep and the lazy expiry use it. */
export function expireOverdueHolds(db: Db, sessionId?: number): Promise<number> {
  const ofSession = sessionId === undefined ? sql`true` : sql`session_id = ${sessionId}`;
  return endHolds(db, sql`'expired'`, sql`expires_at <= now() and ${ofSession}`);
}
