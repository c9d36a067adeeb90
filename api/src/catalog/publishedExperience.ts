// The one answer for an experience travellers cannot see (unknown, or not published): the catalogue's page, its
// availability, its reviews and the wishlist all say it in the same words (Arabic by its code, NOT_FOUND).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { experiences } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { isPublished } from './published.js';

export const EXPERIENCE_NOT_FOUND = 'We could not find that experience.';

export const experienceNotFound = () => new ApiError(404, 'NOT_FOUND', EXPERIENCE_NOT_FOUND);

/** The published experience `id`; 404 when travellers cannot see it. */
export async function publishedExperience(db: Db, id: number): Promise<{ id: number }> {
  const [experience] = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(and(eq(experiences.id, id), isPublished));
  if (!experience) throw experienceNotFound();
  return experience;
}
