// One query for experiences as the catalogue shows them: each with its provider, its headline price (the first
// ticket category) and the session it names (docs/product/rules.md#sessions-and-ticket-categories), through
// lateral joins, so a page costs one round trip however many rows it has.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { PlacesShown } from './catalogCache.js';
import { experienceSessions, experiences, providers } from '../db/schema.js';
import { bookableSql, placesLeftSql } from '../sessions/sessionSql.js';

/**
 * The next bookable session; when none is, the last one (an event that has taken place, a sold-out tour). The first
 * branch walks the (experience_id, starts_at) index from now and stops at the first match.
 */
const namedSession = sql`lateral (
  (select s.starts_at, ${placesLeftSql} as places_left, true as bookable
   from ${experienceSessions} s
   where s.experience_id = ${experiences.id} and s.starts_at > now() and ${bookableSql}
   order by s.starts_at limit 1)
  union all
  (select s.starts_at, greatest(${placesLeftSql}, 0), ${bookableSql}
   from ${experienceSessions} s
   where s.experience_id = ${experiences.id}
   order by s.starts_at desc limit 1)
  limit 1) as named_session`;

const headlineCategory = sql`lateral (
  select c.price_minor from ticket_categories c
  where c.experience_id = ${experiences.id}
  order by c.position, c.id limit 1) as headline`;

const experienceSelection = {
  experience: experiences,
  provider: providers,
  headlinePriceMinor: sql<number | null>`headline.price_minor`,
  sessionStartsAt: sql<Date | null>`named_session.starts_at`.mapWith(experienceSessions.startsAt),
  placesLeft: sql<number | null>`named_session.places_left`.mapWith(Number),
  bookable: sql<boolean | null>`named_session.bookable`,
};

export const selectExperiences = (db: Db) =>
  db
    .select(experienceSelection)
    .from(experiences)
    .innerJoin(providers, eq(providers.id, experiences.providerId))
    .leftJoin(namedSession, sql`true`)
    .leftJoin(headlineCategory, sql`true`)
    .$dynamic();

/**
 * What a row shows of its experience's places, for the catalogue cache: the named session is the first bookable one,
 * so changes to sessions after it change nothing shown; with none bookable, a change to any session may make one so.
 */
export function placesShownBy(row: {
  experience: { id: number };
  sessionStartsAt: Date | null;
  bookable: boolean | null;
}): PlacesShown {
  const upTo = row.bookable && row.sessionStartsAt ? row.sessionStartsAt.getTime() : Infinity;
  return { experienceId: row.experience.id, upTo };
}
