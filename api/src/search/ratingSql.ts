// The "rating" sort's key: an experience's average overall review score (docs/product/reviews.md), hidden reviews left
// out, to one decimal as its reviews' summary shows it (so the sort agrees with the stars on the page); null while it
// has none, so results without one sort last. Read through the reviews' (experience_id, created_at) index. Expects
// the experience table aliased as `e`.
import { sql } from 'drizzle-orm';

export const ratingSql = sql`(select round(avg(r.overall)::numeric, 1)::double precision from reviews r
  where r.experience_id = e.id and r.hidden_at is null)`;
