// A wishlist as its owner and its share link show it: the saved experiences as the catalogue shows them (one
// catalogue query, experienceQuery.ts), each with the first bookable session that has places for the party, and
// whether it sold out or changed price since it was saved (docs/product/wishlist.md).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { WishlistItem } from '@kemet/contract';
import type { Db } from '../db/client.js';
import { experiences, wishlistItems } from '../db/schema.js';
import { selectExperiences } from '../catalog/experienceQuery.js';
import { isPublished } from '../catalog/published.js';
import { cents, toExperience } from '../http/serialize.js';
import type { Language } from '../i18n/language.js';
import { experiencesIn } from '../i18n/translations.js';
import { openBeforeCutoffSql, placesLeftSql } from '../sessions/sessionSql.js';

export interface Party {
  adults?: number;
  children?: number;
  infants?: number;
}

/** The places a party takes: adults and children; infants ride on a lap. One adult when nobody is named. */
export function placesFor(party: Party): number {
  const places = (party.adults ?? 0) + (party.children ?? 0);
  return places > 0 ? places : 1;
}

type SessionFit = {
  experience_id: number;
  starts_at: Date | string | null;
  places_left: number | string | null;
  any_open: boolean | null;
};

/** Per experience: the first open session, before its cut-off, with `places` left; and whether any open one is to come. */
async function sessionsFitting(db: Db, ids: number[], places: number): Promise<Map<number, SessionFit>> {
  const { rows } = await db.execute<SessionFit>(sql`
    select e.id as experience_id, fit.starts_at, fit.places_left, coming.any_open
    from unnest(${`{${ids.join(',')}}`}::int[]) as e(id)
    left join lateral (
      select s.starts_at, ${placesLeftSql} as places_left from experience_sessions s
      where s.experience_id = e.id and ${openBeforeCutoffSql} and ${placesLeftSql} >= ${places}
      order by s.starts_at limit 1) fit on true
    left join lateral (
      select true as any_open from experience_sessions s
      where s.experience_id = e.id and ${openBeforeCutoffSql}
      limit 1) coming on true`);
  return new Map(rows.map((row) => [Number(row.experience_id), row]));
}

/** The saved experiences of `userId` still in the catalogue, newest saved first. */
export async function wishlistOf(db: Db, language: Language, userId: number, party: Party): Promise<WishlistItem[]> {
  const saved = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.savedAt), desc(wishlistItems.experienceId));
  if (saved.length === 0) return [];
  const ids = saved.map((row) => row.experienceId);
  const [rows, fits] = await Promise.all([
    selectExperiences(db).where(and(inArray(experiences.id, ids), isPublished)),
    sessionsFitting(db, ids, placesFor(party)),
  ]);
  const shown = new Map(
    (await experiencesIn(db, language, rows.map(toExperience))).map((experience) => [experience.id, experience]),
  );
  return saved.flatMap((row) => {
    const experience = shown.get(row.experienceId);
    if (!experience) return [];
    const fit = fits.get(row.experienceId);
    const savedPrice = cents(row.savedPriceMinor);
    return [
      {
        experience,
        savedAt: row.savedAt.toISOString(),
        savedPrice,
        savedCurrency: row.savedCurrency,
        priceChanged: savedPrice !== experience.discountedPrice || row.savedCurrency !== experience.currency,
        nextSession: fit?.starts_at
          ? { startsAt: new Date(fit.starts_at).toISOString(), placesLeft: Number(fit.places_left) }
          : null,
        soldOut: !fit?.starts_at && fit?.any_open === true,
      },
    ];
  });
}
