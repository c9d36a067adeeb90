// A search by dates and party in the URL (docs/product/search.md#the-form): `where`, `from`, `to`, `adults`,
// `children`, `infants`, `residency`, the filters and the sort, so a search is a link, server-rendered and shared. A
// page is in search mode when its URL has `from`; the party left out comes from the visit's cookie, else two adults.
import { useMemo } from 'react';
import { useRememberedParty, useSearchParams, type DisplayCurrency } from '@kemet/platform';
import {
  DURATIONS,
  GUIDE_LANGUAGES,
  PARTY_RESIDENCIES,
  SEARCH_SORTS,
  TIMES_OF_DAY,
  type Party,
  type SearchQueryParams,
} from '@kemet/contract';

export const SEARCH_PAGE_SIZE = 6;

export interface PartySearchState extends Party {
  active: boolean;
  where: string;
  from: string;
  to: string;
  sort: (typeof SEARCH_SORTS)[number];
  near: string;
  timeOfDay: string;
  duration: string;
  language: string;
  family: boolean;
  freeCancellation: boolean;
  priceMin: string;
  priceMax: string;
  page: number;
}

const DEFAULT_PARTY: Party = { adults: 2, children: 0, infants: 0, residency: 'foreign' };

const count = (text: string | null, fallback: number) => {
  const n = Number(text);
  return text !== null && text !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | '' =>
  values.includes(text as T) ? (text as T) : '';

const PARTY_PARAMS = ['adults', 'children', 'infants', 'residency'];

/** The URL's search; a URL that names no one of the party takes the visit's (`remembered`), else two adults. */
export function readPartySearch(params: URLSearchParams, remembered: Party | null = null): PartySearchState {
  const namesParty = PARTY_PARAMS.some((name) => params.has(name));
  const party = (!namesParty && remembered) || DEFAULT_PARTY;
  const page = Number(params.get('page'));
  return {
    active: params.has('from'),
    where: params.get('where') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    adults: count(params.get('adults'), party.adults),
    children: count(params.get('children'), party.children),
    infants: count(params.get('infants'), party.infants),
    residency: oneOf(PARTY_RESIDENCIES, params.get('residency')) || party.residency,
    sort: oneOf(SEARCH_SORTS, params.get('sort')) || 'soonest',
    near: params.get('near') ?? '',
    timeOfDay: oneOf(TIMES_OF_DAY, params.get('timeOfDay')),
    duration: oneOf(DURATIONS, params.get('duration')),
    language: oneOf(GUIDE_LANGUAGES, params.get('language')),
    family: params.get('family') === 'true',
    freeCancellation: params.get('freeCancellation') === 'true',
    priceMin: params.get('priceMin') ?? '',
    priceMax: params.get('priceMax') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** A price bound the visitor typed, when it is one. */
const amountOf = (typed: string) => (typed && Number(typed) >= 0 ? Number(typed) : undefined);

/**
 * The API query of a search, for one kind of experience (the tours page) or both (events). `currency` is the visitor's:
 * the price filter's amounts are in it, and so are the prices the filter shows.
 */
export function toSearchApiQuery(
  state: PartySearchState,
  kind: 'event' | 'tour' | undefined,
  currency: DisplayCurrency,
): SearchQueryParams {
  return {
    where: state.where || undefined,
    from: state.from || undefined,
    to: state.to || undefined,
    adults: state.adults,
    children: state.children,
    infants: state.infants,
    residency: state.residency,
    kind,
    sort: state.sort === 'soonest' ? undefined : state.sort,
    near: state.sort === 'distance' ? state.near || undefined : undefined,
    timeOfDay: (state.timeOfDay || undefined) as SearchQueryParams['timeOfDay'],
    duration: (state.duration || undefined) as SearchQueryParams['duration'],
    language: (state.language || undefined) as SearchQueryParams['language'],
    family: state.family || undefined,
    freeCancellation: state.freeCancellation || undefined,
    priceMin: amountOf(state.priceMin),
    priceMax: amountOf(state.priceMax),
    currency,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/** The search's URL params, for the pager's links: the same search on another page. */
export function writePartySearch(state: PartySearchState, page: number): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | boolean) => {
    if (value !== '' && value !== false) params.set(name, String(value));
  };
  set('where', state.where);
  set('from', state.from);
  set('to', state.to);
  set('adults', state.adults);
  set('children', state.children);
  set('infants', state.infants);
  set('residency', state.residency);
  if (state.sort !== 'soonest') set('sort', state.sort);
  if (state.sort === 'distance') set('near', state.near);
  set('timeOfDay', state.timeOfDay);
  set('duration', state.duration);
  set('language', state.language);
  set('family', state.family);
  set('freeCancellation', state.freeCancellation);
  set('priceMin', state.priceMin);
  set('priceMax', state.priceMax);
  if (page > 1) set('page', page);
  return params;
}

/**
 * A key that changes with the search: the forms fill their fields once, so they take it as their React key to start
 * again from the URL when it changes under them (Back, a link) while the page stays.
 */
export const partySearchKey = (state: PartySearchState) => writePartySearch(state, 1).toString();

/** The page's search, from its URL and the visit's party (the server render reads the same: listPages.ts). */
export function usePartySearch() {
  const [params] = useSearchParams();
  const remembered = useRememberedParty();
  return useMemo(() => readPartySearch(params, remembered), [params, remembered]);
}
