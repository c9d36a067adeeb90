// From the rows of fittingSessions.ts to the answer's order and counts: each experience's first session fitting the
// time-of-day and length filters, its party price, the other filters, the facet counts (each facet counted with every
// other filter applied, so a count says what choosing it would show) and the sort.
import type { Duration, Party, SearchSort, TimeOfDay } from '@kemet/contract';
import { governorateCapitals } from '@kemet/contract/capitals';
import type { CategoryRow } from '../bookings/quote.js';
import { cancellableUntil } from '../http/serialize.js';
import { kilometresBetween, meetingPlace } from './distance.js';
import type { FittingRow } from './fittingSessions.js';
import { partyPrice, type PartyPicks, type PartyPrice } from './partyPrice.js';

export interface Candidate {
  row: FittingRow;
  picks: PartyPicks;
  /** The starts (epoch ms) of the first fitting session per time of day and length. */
  firsts: { timeOfDay: TimeOfDay; duration: Duration; start: number }[];
  /** Its party price and distance, once worked out. */
  priced?: { price: PartyPrice; comparablePrice: number; distanceKm: number | null };
}

export interface Filters {
  timeOfDay?: TimeOfDay;
  duration?: Duration;
  language?: string;
  family?: boolean;
  freeCancellation?: boolean;
  /** In `inCurrency`'s minor units, from the caller's currency. */
  priceMinMinor?: number;
  priceMaxMinor?: number;
}

export interface Hit {
  candidate: Candidate;
  start: number;
  price: PartyPrice;
  /** The party's total in the answer's currency (minor units), for the price filter and sort. */
  comparablePrice: number;
  distanceKm: number | null;
}

type Facet = keyof Filters | 'price';

/** Rows (one per experience and fitting bucket, or one with nulls) grouped per experience, in the rows' order. */
export function candidatesOf(rows: FittingRow[]): Candidate[] {
  const byId = new Map<number, Candidate>();
  for (const row of rows) {
    const id = Number(row.experience_id);
    let candidate = byId.get(id);
    if (!candidate) {
      const picks = { adultId: row.adult_id, childId: row.child_id, infantId: row.infant_id, sale: row.sale };
      byId.set(id, (candidate = { row, picks, firsts: [] }));
    }
    if (row.first_start !== null)
      candidate.firsts.push({
        timeOfDay: row.time_of_day as TimeOfDay,
        duration: row.duration as Duration,
        start: new Date(row.first_start).getTime(),
      });
  }
  return [...byId.values()];
}

export interface Context {
  party: Party;
  categories: Map<number, CategoryRow>;
  /** The party's total in the answer's currency. */
  convert: (minor: number, from: string) => number;
  near: string | null;
  now: number;
}

/** The candidate's hit under the filters, leaving out the one facet being counted; null when it does not match. */
function hitOf(candidate: Candidate, filters: Filters, context: Context, skip?: Facet): Hit | null {
  const { row } = candidate;
  let start = Infinity;
  for (const first of candidate.firsts) {
    if (skip !== 'timeOfDay' && filters.timeOfDay && first.timeOfDay !== filters.timeOfDay) continue;
    if (skip !== 'duration' && filters.duration && first.duration !== filters.duration) continue;
    start = Math.min(start, first.start);
  }
  if (start === Infinity) return null;
  if (skip !== 'language' && filters.language && !row.guide_languages.includes(filters.language)) return null;
  if (skip !== 'family' && filters.family && !isFamilyFriendly(candidate)) return null;
  if (skip !== 'freeCancellation' && filters.freeCancellation && !cancelsFree(row, start, context.now)) return null;
  const { price, comparablePrice, distanceKm } = (candidate.priced ??= priceAndDistance(candidate, context));
  if (skip !== 'price') {
    if (filters.priceMinMinor !== undefined && comparablePrice < filters.priceMinMinor) return null;
    if (filters.priceMaxMinor !== undefined && comparablePrice > filters.priceMaxMinor) return null;
  }
  return { candidate, start, price, comparablePrice, distanceKm };
}

/** What does not depend on the filters: worked out once per candidate, however many facets count it. */
function priceAndDistance(candidate: Candidate, context: Context): NonNullable<Candidate['priced']> {
  const price = partyPrice(context.party, candidate.picks, context.categories);
  const near = context.near ? governorateCapitals[context.near] : null;
  const place = meetingPlace(candidate.row);
  return {
    price,
    comparablePrice: context.convert(price.totalMinor, candidate.row.currency),
    distanceKm: near && place ? Math.round(kilometresBetween(near, place)) : null,
  };
}

/** A ticket for every child's age: a child's and an infant's category. */
const isFamilyFriendly = (candidate: Candidate) =>
  candidate.picks.childId !== null && candidate.picks.infantId !== null;

const cancelsFree = (row: FittingRow, start: number, now: number) =>
  row.free_cancellation_hours > 0 && cancellableUntil(new Date(start), row.free_cancellation_hours).getTime() > now;

const bySoonest = (a: Hit, b: Hit) =>
  a.start - b.start || a.candidate.row.experience_id - b.candidate.row.experience_id;
const orders: Record<SearchSort, (a: Hit, b: Hit) => number> = {
  soonest: bySoonest,
  price: (a, b) => a.comparablePrice - b.comparablePrice || bySoonest(a, b),
  // Rated first, best first; then the unrated, soonest first.
  rating: (a, b) => (b.candidate.row.rating ?? -1) - (a.candidate.row.rating ?? -1) || bySoonest(a, b),
  distance: (a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || bySoonest(a, b),
};

export function hitsOf(candidates: Candidate[], filters: Filters, context: Context, sort: SearchSort): Hit[] {
  const hits = candidates.map((c) => hitOf(c, filters, context)).filter((hit) => hit !== null);
  return hits.sort(orders[sort]);
}

/** How many experiences each facet's value would show, the other filters applied. */
export function facetsOf(candidates: Candidate[], filters: Filters, context: Context, languages: readonly string[]) {
  const countWith = (facet: Facet, changes: Filters) =>
    candidates.filter((c) => hitOf(c, { ...filters, ...changes }, context, facet === 'price' ? 'price' : undefined))
      .length;
  const per = <T extends string>(facet: keyof Filters, values: readonly T[]) =>
    Object.fromEntries(values.map((value) => [value, countWith(facet, { [facet]: value })])) as Record<T, number>;
  const priced = candidates
    .map((c) => hitOf(c, filters, context, 'price'))
    .filter((hit) => hit !== null)
    .map((hit) => hit.comparablePrice);
  return {
    timeOfDay: per('timeOfDay', ['morning', 'afternoon', 'evening'] as const),
    duration: per('duration', ['short', 'half_day', 'full_day'] as const),
    language: per('language', languages),
    family: countWith('family', { family: true }),
    freeCancellation: countWith('freeCancellation', { freeCancellation: true }),
    priceMinMinor: priced.length > 0 ? Math.min(...priced) : null,
    priceMaxMinor: priced.length > 0 ? Math.max(...priced) : null,
  };
}
