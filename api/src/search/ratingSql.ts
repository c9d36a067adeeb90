// The "rating" sort's key: an experience's average review score, null while it has none (results without one sort
// last). Reviews are not stored yet; when they are (a `reviews` table), this fragment is the one place to read them,
// e.g. `(select avg(r.score) from reviews r where r.experience_id = e.id and r.hidden_at is null)`.
// Expects the experience table aliased as `e`.
import { sql } from 'drizzle-orm';

export const ratingSql = sql`null::double precision`;
