// Loads the catalogue from seed/*.ts into an empty database (nothing happens when experiences already exist).
import { count } from 'drizzle-orm';
import { seedExperiences } from '../../seed/experiences/index.js';
import { seedProviders } from '../../seed/providers.js';
import type { Db } from '../db/client.js';
import { experiences, providers } from '../db/schema.js';

export const SCENE_WIDTH = 800;
export const SCENE_HEIGHT = 600;
export const mediaUrl = (file: string) => `/api/media/${file}`;

export function searchTextOf(parts: string[]): string {
  return parts.join(' ').toLowerCase();
}

/**
 * The seed's start dates are fixed (2027). Seeded once the first of them has passed, every start moves forward by the
 * same whole number of years, so a new stack's catalogue can still be booked and keeps its order and seasons.
 */
export function seedYearShift(starts: Date[], now: Date): number {
  const earliest = Math.min(...starts.map((d) => d.getTime()));
  let years = 0;
  while (shiftYears(new Date(earliest), years).getTime() <= now.getTime()) years++;
  return years;
}

const shiftYears = (date: Date, years: number) => {
  const shifted = new Date(date);
  shifted.setUTCFullYear(date.getUTCFullYear() + years);
  return shifted;
};

export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(experiences);
  if (n > 0) return false;
  const years = seedYearShift(
    seedExperiences.map((e) => new Date(e.startsAt)),
    now,
  );
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(providers)
      .values(seedProviders.map((p) => ({ name: p.name, location: p.location, website: p.website, image: mediaUrl(p.logo) })))
      .onConflictDoNothing()
      .returning({ id: providers.id, name: providers.name });
    const idByKey = new Map(seedProviders.map((p) => [p.key, inserted.find((i) => i.name === p.name)?.id]));
    await tx.insert(experiences).values(
      seedExperiences.map((e, index) => {
        const provider = seedProviders.find((p) => p.key === e.provider);
        const providerId = idByKey.get(e.provider);
        if (!provider || !providerId) throw new Error(`Seed: unknown provider ${e.provider}`);
        return {
          id: index + 1,
          name: e.name,
          location: e.location,
          description: e.description,
          details: e.details,
          images: e.images.map(mediaUrl),
          imageWidth: SCENE_WIDTH,
          imageHeight: SCENE_HEIGHT,
          providerId,
          ticketsCount: e.ticketsCount,
          ticketPriceCents: Math.round(e.priceUsd * 100),
          sale: e.sale,
          featured: e.featured,
          startsAt: shiftYears(new Date(e.startsAt), years),
          createdAt: new Date(e.createdAt),
          searchText: searchTextOf([e.name, e.description, e.location, provider.name]),
        };
      }),
    );
  });
  return true;
}
