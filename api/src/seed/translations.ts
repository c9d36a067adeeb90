// The seed's Arabic (seed/arabic/, seed/experiences/arabic/, the governorates of @kemet/contract/places) written into
// the translation tables: only what is missing, so a database seeded before translations existed gets them at its next
// start, and an edited translation is kept. Each seed row is found by its English name; a meeting point is translated
// only while it is still the seed's.
import { inArray, sql } from 'drizzle-orm';
import { governoratesArabic } from '@kemet/contract/places';
import { providerLabelsArabic } from '../../seed/arabic/providers.js';
import { categoryLabelsArabic, experiencesArabic, meetingPointsArabic } from '../../seed/experiences/arabic/index.js';
import { seedMeetingPoints } from '../../seed/experiences/meetingPoints.js';
import { seedProviders } from '../../seed/providers.js';
import type { Db } from '../db/client.js';
import {
  experienceTranslations,
  experiences,
  governorateTranslations,
  providerTranslations,
  providers,
  ticketCategories,
  ticketCategoryTranslations,
} from '../db/schema.js';

export const SEED_TRANSLATION_LANGUAGE = 'ar';
const language = SEED_TRANSLATION_LANGUAGE;

/** Inserts the seed's missing Arabic rows; answers how many were added (0 on every later start). */
export async function seedTranslations(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const experienceRows = await tx
      .select({ id: experiences.id, name: experiences.name, meetingPoint: experiences.meetingPoint })
      .from(experiences)
      .where(inArray(experiences.name, Object.keys(experiencesArabic)));
    const experienceValues = experienceRows.map((row) => {
      const arabic = experiencesArabic[row.name];
      const seedMeeting = seedMeetingPoints[row.name];
      const meetingPoint =
        row.meetingPoint !== null && row.meetingPoint === seedMeeting?.name
          ? (meetingPointsArabic[row.name] ?? null)
          : null;
      return {
        experienceId: row.id,
        language,
        name: arabic.name,
        description: arabic.description,
        details: arabic.details,
        meetingPoint,
      };
    });

    const providerRows = await tx
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(
        inArray(
          providers.name,
          seedProviders.map((p) => p.name),
        ),
      );
    const providerValues = providerRows.flatMap((row) => {
      const seed = seedProviders.find((p) => p.name === row.name);
      const label = seed && providerLabelsArabic[seed.key];
      if (!seed || !label) return [];
      return [{ providerId: row.id, language, label, location: governoratesArabic[seed.location]?.label ?? null }];
    });

    const categoryRows = experienceRows.length
      ? await tx
          .select({ id: ticketCategories.id, label: ticketCategories.label })
          .from(ticketCategories)
          .where(
            inArray(
              ticketCategories.experienceId,
              experienceRows.map((r) => r.id),
            ),
          )
      : [];
    const categoryValues = categoryRows.flatMap((row) => {
      const label = categoryLabelsArabic[row.label];
      return label ? [{ categoryId: row.id, language, label }] : [];
    });

    const governorateValues = Object.entries(governoratesArabic).map(([name, { label, capital }]) => ({
      name,
      language,
      label,
      capital,
    }));

    // One after the other: a transaction is one connection.
    const inserted = [
      experienceValues.length
        ? await tx.insert(experienceTranslations).values(experienceValues).onConflictDoNothing().returning()
        : [],
      providerValues.length
        ? await tx.insert(providerTranslations).values(providerValues).onConflictDoNothing().returning()
        : [],
      categoryValues.length
        ? await tx.insert(ticketCategoryTranslations).values(categoryValues).onConflictDoNothing().returning()
        : [],
      await tx.insert(governorateTranslations).values(governorateValues).onConflictDoNothing().returning(),
    ];
    const added = inserted.reduce((sum, rows) => sum + rows.length, 0);
    if (added > 0) await refreshSearchText(tx);
    return added;
  });
}

/**
 * experiences.search_text in every language: the English words (name, description, location, provider: the seed's
 * searchTextOf) followed by each translation's name, description and place names, lower-cased. ?q= then finds an
 * experience by its Arabic words too. concat_ws skips nulls, so an experience without translations keeps its English
 * text unchanged.
 */
export async function refreshSearchText(db: Db): Promise<void> {
  await db.execute(sql`
    update experiences e set search_text = lower(concat_ws(' ', e.name, e.description, e.location, p.name,
      (select string_agg(concat_ws(' ', t.name, t.description, t.location_label), ' ' order by t.language)
         from experience_translations t where t.experience_id = e.id),
      (select string_agg(g.label, ' ' order by g.language) from governorate_translations g where g.name = e.location),
      (select string_agg(pt.label, ' ' order by pt.language) from provider_translations pt where pt.provider_id = e.provider_id)))
    from providers p where p.id = e.provider_id`);
}
