// The seeded experiences the review specs read (api/seed/reviews.ts): "Great Pyramids & Sphinx Private Tour" has two
// English reviews and one Arabic, Hannah Becker's the most helpful (6 votes, then Mona's 3) and answered by the
// partner.
import { expect, type APIRequestContext } from '@playwright/test';

export const REVIEWED_TOUR = 'Great Pyramids & Sphinx Private Tour';

export interface SeededExperience {
  /** The experience's record id, as the API names it. */
  id: number;
  /** Its details page: /toursdetails/N or /eventdetails/N, N the record id minus one. */
  path: string;
}

export async function seededExperience(api: APIRequestContext, name: string): Promise<SeededExperience> {
  const listed = await api.get(`/api/events?pageSize=50&q=${encodeURIComponent(name.split(' ')[0]!)}`);
  expect(listed.status(), await listed.text()).toBe(200);
  const { items } = (await listed.json()) as { items: { id: number; kind: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`the seed has no experience named ${name}`);
  return { id: found.id, path: `/${found.kind === 'tour' ? 'toursdetails' : 'eventdetails'}/${found.id - 1}` };
}

export const reviewedTour = (api: APIRequestContext) => seededExperience(api, REVIEWED_TOUR);
