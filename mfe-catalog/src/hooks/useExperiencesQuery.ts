// The events page's state in the URL query (sort, location, provider, q, page, map, locations), so results are
// shareable, Back works, and every control can be a link or a GET form that works before the page's code does.
import { useCallback, useMemo } from 'react';
import { useSearchParams, type LinkProps } from '@kemet/platform';
import { DEFAULT_EVENT_SORT, EVENT_SORTS, type ExperienceQuery, type ExperienceSort } from '@kemet/contract';

export const EVENTS_PAGE_SIZE = 6;

export interface ExperiencesQueryState {
  sort: ExperienceSort;
  location: string;
  provider: string;
  q: string;
  page: number;
  mapOn: boolean;
  /** The map's list of locations on narrow screens (the 'Locations' switch; always shown on wide ones). */
  locationsOn: boolean;
}

export function readExperiencesQuery(params: URLSearchParams): ExperiencesQueryState {
  const sort = params.get('sort') as ExperienceSort | null;
  const page = Number(params.get('page'));
  return {
    sort: sort && EVENT_SORTS.includes(sort) ? sort : DEFAULT_EVENT_SORT,
    location: params.get('location') ?? '',
    provider: params.get('provider') ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    mapOn: params.get('map') !== 'off',
    locationsOn: params.get('map') !== 'off' && params.get('locations') === 'on',
  };
}

/** The state as URL params, leaving defaults out so links stay short. */
export function writeExperiencesQuery(state: ExperiencesQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.sort === 'location' && state.location) params.set('location', state.location);
  if (state.sort === 'provider' && state.provider) params.set('provider', state.provider);
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (!state.mapOn) params.set('map', 'off');
  else if (state.locationsOn) params.set('locations', 'on');
  return params;
}

/** The API query for the cards. */
export function toApiQuery(state: ExperiencesQueryState): ExperienceQuery {
  return {
    page: state.page,
    pageSize: EVENTS_PAGE_SIZE,
    sort: state.sort,
    q: state.q || undefined,
    location: state.sort === 'location' ? state.location || undefined : undefined,
    provider: state.sort === 'provider' ? state.provider || undefined : undefined,
  };
}

/** A link's target: the same page with these params. */
export function searchLink(params: URLSearchParams): LinkProps['to'] {
  const search = params.toString();
  return { search: search ? `?${search}` : '' };
}

export function useExperiencesQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readExperiencesQuery(params), [params]);
  // Any change of what is listed goes back to page 1 and shows the cards, where the results are.
  const next = useCallback(
    (changes: Partial<ExperiencesQueryState>) =>
      writeExperiencesQuery({ ...query, page: 1, mapOn: false, locationsOn: false, ...changes }),
    [query],
  );
  const update = useCallback((changes: Partial<ExperiencesQueryState>) => setParams(next(changes)), [next, setParams]);
  return {
    query,
    /** The addresses the page's links lead to. */
    links: {
      page: (page: number) => searchLink(next({ page })),
      mapOn: (mapOn: boolean) => searchLink(next({ mapOn, page: query.page })),
      locationsOn: (locationsOn: boolean) => searchLink(next({ mapOn: true, locationsOn })),
    },
    setSort: (sort: ExperienceSort) => update({ sort, location: '', provider: '' }),
    setFacet: (value: string) => update(query.sort === 'provider' ? { provider: value } : { location: value }),
    search: (q: string) => update({ q: q.trim() }),
    goToPage: (page: number) => update({ page }),
    clear: () => update({ sort: 'recent', location: '', provider: '', q: '' }),
  };
}
