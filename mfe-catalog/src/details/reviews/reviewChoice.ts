// Which reviews the page shows, in its address (?reviewLanguage=ar&reviewScore=5&reviewSort=helpful&reviewPage=2), so
// the server renders the same page and every filter, sort and page is a link.
import { REVIEW_LANGUAGES, REVIEW_SORTS, type ReviewLanguage, type ReviewSort } from '@kemet/contract';

export interface ReviewChoice {
  language?: ReviewLanguage;
  score?: number;
  sort: ReviewSort;
  page: number;
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  (values as readonly (string | null)[]).includes(value);

const PARAMS = { language: 'reviewLanguage', score: 'reviewScore', sort: 'reviewSort', page: 'reviewPage' } as const;

export function reviewChoiceOf(search: string | URLSearchParams): ReviewChoice {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const language = params.get(PARAMS.language);
  const sort = params.get(PARAMS.sort);
  const score = Number(params.get(PARAMS.score));
  const page = Number(params.get(PARAMS.page));
  return {
    ...(isOneOf(REVIEW_LANGUAGES, language) && { language }),
    ...(Number.isInteger(score) && score >= 1 && score <= 5 && { score }),
    sort: isOneOf(REVIEW_SORTS, sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The address's query with the reviews' choice changed (a new filter or sort goes back to the first page). */
export function searchWith(search: string, change: Partial<ReviewChoice>): string {
  const params = new URLSearchParams(search);
  const next = { ...reviewChoiceOf(params), page: 1, ...change };
  for (const name of Object.values(PARAMS)) params.delete(name);
  if (next.language) params.set(PARAMS.language, next.language);
  if (next.score) params.set(PARAMS.score, String(next.score));
  if (next.sort !== 'newest') params.set(PARAMS.sort, next.sort);
  if (next.page > 1) params.set(PARAMS.page, String(next.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
