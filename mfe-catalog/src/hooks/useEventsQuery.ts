// The events page's state in the URL query (sort, location, provider, q, page, map), so results are shareable and Back works.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@kemet/platform';
import { DEFAULT_EVENT_SORT, EVENT_SORTS, type EventQuery, type EventSort } from '@kemet/contract';

export const EVENTS_PAGE_SIZE = 6;

export interface EventsQueryState {
  sort: EventSort;
  location: string;
  provider: string;
  q: string;
  page: number;
  mapOn: boolean;
}

export function readEventsQuery(params: URLSearchParams): EventsQueryState {
  const sort = params.get('sort') as EventSort | null;
  const page = Number(params.get('page'));
  return {
    sort: sort && EVENT_SORTS.includes(sort) ? sort : DEFAULT_EVENT_SORT,
    location: params.get('location') ?? '',
    provider: params.get('provider') ?? '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    mapOn: params.get('map') !== 'off',
  };
}

/** The state as URL params, leaving defaults out so links stay short. */
export function writeEventsQuery(state: EventsQueryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.sort !== 'recent') params.set('sort', state.sort);
  if (state.sort === 'location' && state.location) params.set('location', state.location);
  if (state.sort === 'provider' && state.provider) params.set('provider', state.provider);
  if (state.q) params.set('q', state.q);
  if (state.page > 1) params.set('page', String(state.page));
  if (!state.mapOn) params.set('map', 'off');
  return params;
}

/** The API query for the cards. */
export function toApiQuery(state: EventsQueryState): EventQuery {
  return {
    page: state.page,
    pageSize: EVENTS_PAGE_SIZE,
    sort: state.sort,
    q: state.q || undefined,
    location: state.sort === 'location' ? state.location || undefined : undefined,
    provider: state.sort === 'provider' ? state.provider || undefined : undefined,
  };
}

export function useEventsQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readEventsQuery(params), [params]);
  // Any change of what is listed goes back to page 1 and shows the cards, where the results are.
  const update = useCallback(
    (changes: Partial<EventsQueryState>) => setParams(writeEventsQuery({ ...query, page: 1, mapOn: false, ...changes })),
    [query, setParams],
  );
  return {
    query,
    setSort: (sort: EventSort) => update({ sort, location: '', provider: '' }),
    setFacet: (value: string) => update(query.sort === 'provider' ? { provider: value } : { location: value }),
    search: (q: string) => update({ q: q.trim() }),
    goToPage: (page: number) => update({ page }),
    setMapOn: (mapOn: boolean) => update({ mapOn, page: query.page }),
    clear: () => update({ sort: 'recent', location: '', provider: '', q: '' }),
  };
}
