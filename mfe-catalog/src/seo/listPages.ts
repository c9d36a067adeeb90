// The server hooks of the catalogue's lists: prefetch fills exactly the queries each component issues on its first
// render for the URL (same keys, from the same helpers), so the list is server-rendered with its data; head gives the
// list's title and description. Where prices show (tour cards, the map's popups), the day's exchange rates (useMoney)
// come with the page.
import { experiencesQuery, fxRatesQuery, locationsQuery, providersQuery } from '@kemet/platform/query';
import type { PageHead, PrefetchResult, ServerPageContext } from '@kemet/platform/server-render';
import { featuredQuery } from '../home/useFeatured';
import { readExperiencesQuery, toApiQuery } from '../hooks/useExperiencesQuery';
import { readPartySearch, toSearchApiQuery } from '../hooks/usePartySearch';
import { searchExperiencesQuery } from '../api/searchExperiences';
import { readPageParam } from '../hooks/usePageParam';
import { toursApiQuery } from '../tours/ToursPage';
import { pageTitle } from './describe';

const paramsOf = (ctx: ServerPageContext) => new URLSearchParams(ctx.search);

/**
 * /events: the events of the query (the cards when the map is off, the list beside it when it is on); when the map is
 * on, the rates the list's and the popups' prices use (the map loads in the browser, with its own data); and the facet
 * list the filter bar shows.
 */
export async function prefetchEvents(ctx: ServerPageContext): Promise<PrefetchResult> {
  const search = readPartySearch(paramsOf(ctx), ctx.party);
  if (search.active) return prefetchSearch(ctx, search, undefined);
  const state = readExperiencesQuery(paramsOf(ctx));
  await Promise.all([
    ctx.queryClient.prefetchQuery(experiencesQuery(toApiQuery(state))),
    state.sort === 'location' && ctx.queryClient.prefetchQuery(locationsQuery),
    state.sort === 'provider' && ctx.queryClient.prefetchQuery(providersQuery),
    state.mapOn && ctx.queryClient.prefetchQuery(fxRatesQuery()),
  ]);
  return 'found';
}

/** /tours: the page of tours for ?page and ?q. */
export async function prefetchTours(ctx: ServerPageContext): Promise<PrefetchResult> {
  const search = readPartySearch(paramsOf(ctx), ctx.party);
  if (search.active) return prefetchSearch(ctx, search, 'tour');
  const { page, q } = readPageParam(paramsOf(ctx));
  await Promise.all([
    ctx.queryClient.prefetchQuery(experiencesQuery(toursApiQuery(page, q))),
    ctx.queryClient.prefetchQuery(fxRatesQuery()),
  ]);
  return 'found';
}

/** Home's Recent Events and Tours sections: the three featured records of each. */
export const prefetchFeatured =
  (featured: 'event' | 'tour') =>
  async (ctx: ServerPageContext): Promise<PrefetchResult> => {
    await Promise.all([
      ctx.queryClient.prefetchQuery(featuredQuery(featured)),
      ctx.queryClient.prefetchQuery(fxRatesQuery()),
    ]);
    return 'found';
  };

function listHead(list: 'events' | 'tours', ctx: ServerPageContext, canonicalPath: string): PageHead {
  const t = ctx.i18n.getFixedT(ctx.language, 'catalog');
  return { title: pageTitle(t(`seo.${list}.title`)), description: t(`seo.${list}.description`), canonicalPath };
}

/** Filters and the map switch are views of one list: the canonical page is /events. */
export const eventsHead = (ctx: ServerPageContext) => listHead('events', ctx, '/events');

/** Each page of tours is its own page; a search is a view of the list. */
export function toursHead(ctx: ServerPageContext): PageHead {
  const { page, q } = readPageParam(paramsOf(ctx));
  return listHead('tours', ctx, page > 1 && !q ? `/tours?page=${page}` : '/tours');
}

/**
 * A search by dates and party (a URL with `from`): its results and the rates its prices are shown with. `kind` is the
 * page's, as PartySearchResults asks: tours on /tours, every kind on /events.
 */
async function prefetchSearch(
  ctx: ServerPageContext,
  search: ReturnType<typeof readPartySearch>,
  kind: 'event' | 'tour' | undefined,
): Promise<PrefetchResult> {
  await Promise.all([
    ctx.queryClient.prefetchQuery(searchExperiencesQuery(toSearchApiQuery(search, kind, ctx.currency))),
    ctx.queryClient.prefetchQuery(fxRatesQuery()),
  ]);
  return 'found';
}
