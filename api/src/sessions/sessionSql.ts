// SQL for a session's places and whether it can be booked (docs/product/rules.md#sessions-and-ticket-categories),
// shared by the catalogue, availability, search and the wishlist. Expects the session table aliased as `s`.
import { sql } from 'drizzle-orm';

/**
 * places_taken counts live holds; a hold past its expiry that no read or sweep has released yet is free again, so
 * its places are added back here. Cheap: the partial index holds_active_expiry only holds active holds.
 */
export const placesLeftSql = sql`(s.capacity - s.places_taken + (
  select coalesce(sum(h.places), 0)::int from holds h
  where h.status = 'active' and h.expires_at <= now() and h.session_id = s.id))`;

/** When booking closes: the cut-off before the start. */
export const bookingClosesAtSql = sql`(s.starts_at - make_interval(mins => s.booking_cutoff_minutes))`;

/** Open and before its booking cut-off, whatever places it has left. */
export const openBeforeCutoffSql = sql`(s.status = 'open' and now() < ${bookingClosesAtSql})`;

/** Open, before its booking cut-off, with a place left. */
export const bookableSql = sql`(${openBeforeCutoffSql} and ${placesLeftSql} > 0)`;
