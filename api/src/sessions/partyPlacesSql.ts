// The tickets a party takes on an experience and the places they fill (docs/product/search.md#the-party): children
// take a child's ticket, else an adult's; infants an infant's, else a child's, else an adult's; each category says
// whether it takes a place (an infant on a lap does not). Search and the wishlist count places the same way. Expects
// the experience table aliased as `e`.
import type { Party } from '@kemet/contract';
import { sql } from 'drizzle-orm';

/** The party's category of a code: its residency's own before one for anyone. */
const pick = (code: string, residency: string) => sql`(select c.id, c.takes_place from ticket_categories c
  where c.experience_id = e.id and c.code = ${code} and c.residency in (${residency}, 'any')
  order by c.residency = 'any', c.position, c.id limit 1)`;

/** The lateral joins naming the party's categories `a` (adult), `ch` (child) and `inf` (infant). */
export const partyCategoriesSql = (party: Party) => sql`join lateral ${pick('adult', party.residency)} a on true
  left join lateral ${pick('child', party.residency)} ch on true
  left join lateral ${pick('infant', party.residency)} inf on true`;

/** The places the party fills, from the categories partyCategoriesSql joined. */
export const partyPlacesSql = (party: Party) => sql`(${party.adults} * a.takes_place::int
  + ${party.children} * coalesce(ch.takes_place, a.takes_place)::int
  + ${party.infants} * coalesce(inf.takes_place, ch.takes_place, a.takes_place)::int)`;
