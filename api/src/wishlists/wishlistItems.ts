// A wishlist as its owner and its share link show it: the saved experiences as the catalogue shows them (one
// catalogue query, experienceQuery.ts), each with the first bookable session that has places for the party, and
// whether it sold out or changed price since it was saved (docs/product/wishlist.md).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Party, WishlistItem, WishlistPartyParams } from '@kemet/contract';
import type { Db } from '../db/client.js';
import { experiences, wishlistItems } from '../db/schema.js';
import { selectExperiences } from '../catalog/experienceQuery.js';
import { isPublished } from '../catalog/published.js';
import { cents, toExperience } from '../http/serialize.js';
import type { Language } from '../i18n/language.js';
import { experiencesIn } from '../i18n/translations.js';
import { partyCategoriesSql, partyPlacesSql } from '../sessions/partyPlacesSql.js';
import { openBeforeCutoffSql, placesLeftSql } from '../sessions/sessionSql.js';

/** The party a wishlist's sessions must fit, as search prices one: one adult when nobody is named. */
function partyOf({ adults = 0, children = 0, infants = 0 }: WishlistPartyParams): Party {
  const nobody = adults + children + infants === 0;
  return { adults: nobody ? 1 : adults, children, infants, residency: 'foreign' };
}

type SessionFit = {
  experience_id: number;
  starts_at: Date | string | null;
  places_left: number | string | null;
  any_open: boolean | null;
};

/**
 * Per experience: the first open session, before its cut-off, with the places the party fills (each of its tickets'
 * categories says whether it takes one, as search counts them); and whether any open one is to come.
 */
async function sessionsFitting(db: Db, ids: number[], party: Party): Promise<Map<number, SessionFit>> {
  const { rows } = await db.execute<SessionFit>(sql`
    select e.id as experience_id, fit.starts_at, fit.places_left, coming.any_open
    from experiences e
    ${partyCategoriesSql(party)}
    left join lateral (
      select s.starts_at, ${placesLeftSql} as places_left from experience_sessions s
      where s.experience_id = e.id and ${openBeforeCutoffSql}
        and ${placesLeftSql} >= greatest(${partyPlacesSql(party)}, 1)
      order by s.starts_at limit 1) fit on true
    left join lateral (
      select true as any_open from experience_sessions s
      where s.experience_id = e.id and ${openBeforeCutoffSql}
      limit 1) coming on true
    where e.id = any(${`{${ids.join(',')}}`}::int[])`);
  return new Map(rows.map((row) => [Number(row.experience_id), row]));
}

/** The saved experiences of `userId` still in the catalogue, newest saved first. */
export async function wishlistOf(
  db: Db,
  language: Language,
  userId: number,
  party: WishlistPartyParams,
): Promise<WishlistItem[]> {
  const saved = await db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.savedAt), desc(wishlistItems.experienceId));
  if (saved.length === 0) return [];
  const ids = saved.map((row) => row.experienceId);
  const [rows, fits] = await Promise.all([
    selectExperiences(db).where(and(inArray(experiences.id, ids), isPublished)),
    sessionsFitting(db, ids, partyOf(party)),
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
