// The search's one read of the catalogue (docs/product/search.md#speed): every published experience the place and kind
// allow, the ticket categories the party would take on it, and, per time of day and length, its first session in the
// range that is open, before its cut-off and has room for the party. Each experience's sessions are reached through
// the (experience_id, starts_at) index, the range bounding the walk; no session outside it is read.
import type { Party } from '@kemet/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { partyCategoriesSql, partyPlacesSql } from '../sessions/partyPlacesSql.js';
import { openBeforeCutoffSql, placesLeftSql } from '../sessions/sessionSql.js';
import { ratingSql } from './ratingSql.js';

export type FittingRow = {
  experience_id: number;
  kind: string;
  location: string;
  currency: string;
  sale: number;
  free_cancellation_hours: number;
  guide_languages: string[];
  meeting_latitude: number | null;
  meeting_longitude: number | null;
  created_at: Date | string;
  rating: number | null;
  adult_id: number;
  child_id: number | null;
  infant_id: number | null;
  places: number;
  /** null: no session fits (the experience still counts for what the answer shows of places). */
  time_of_day: string | null;
  duration: string | null;
  first_start: Date | string | null;
};

export interface FittingFilters {
  startsFrom: Date;
  startsBefore: Date;
  party: Party;
  where: string | null;
  kind: 'event' | 'tour' | undefined;
}

/** Cairo hours: morning before noon, afternoon to 17:00, evening after (@kemet/contract TIMES_OF_DAY). */
const timeOfDaySql = sql`case
  when extract(hour from s.starts_at at time zone 'Africa/Cairo') < 12 then 'morning'
  when extract(hour from s.starts_at at time zone 'Africa/Cairo') < 17 then 'afternoon'
  else 'evening' end`;
/** Up to 3 hours, to 6 hours, longer (@kemet/contract DURATIONS). */
const durationSql = sql`case
  when s.ends_at - s.starts_at <= interval '3 hours' then 'short'
  when s.ends_at - s.starts_at <= interval '6 hours' then 'half_day'
  else 'full_day' end`;

export function fittingSessionsSql({ startsFrom, startsBefore, party, where, kind }: FittingFilters): SQL {
  const conditions = [sql`e.status = 'published'`];
  if (where) conditions.push(sql`e.location = ${where}`);
  if (kind) conditions.push(sql`e.kind = ${kind}`);
  return sql`
    with candidates as (
      select e.id, e.kind, e.location, e.currency, e.sale, e.free_cancellation_hours, e.guide_languages,
        e.meeting_latitude, e.meeting_longitude, e.created_at, ${ratingSql} as rating,
        a.id as adult_id, ch.id as child_id, inf.id as infant_id,
        ${partyPlacesSql(party)} as places
      from experiences e
      ${partyCategoriesSql(party)}
      where ${sql.join(conditions, sql` and `)}
    )
    select c.id as experience_id, c.kind, c.location, c.currency, c.sale, c.free_cancellation_hours,
      c.guide_languages, c.meeting_latitude, c.meeting_longitude, c.created_at, c.rating,
      c.adult_id, c.child_id, c.infant_id, c.places, f.time_of_day, f.duration, f.first_start
    from candidates c
    left join lateral (
      select ${timeOfDaySql} as time_of_day, ${durationSql} as duration, min(s.starts_at) as first_start
      from experience_sessions s
      where s.experience_id = c.id and s.starts_at >= ${startsFrom.toISOString()}::timestamptz
        and s.starts_at < ${startsBefore.toISOString()}::timestamptz
        and ${openBeforeCutoffSql} and ${placesLeftSql} >= greatest(c.places, 1)
      group by 1, 2
    ) f on true`;
}

export async function fittingSessions(db: Db, filters: FittingFilters): Promise<FittingRow[]> {
  const { rows } = await db.execute<FittingRow>(fittingSessionsSql(filters));
  return rows;
}
