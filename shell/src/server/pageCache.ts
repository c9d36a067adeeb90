// Rendered pages kept in the shell's process, so a page asked for again costs its data's fetch, not a React render
// (docs/scaling.md, "The page cache"). A kept page is served only while the data it was rendered from is unchanged:
// each request still fetches the page's data (answers the API serves from its own cache), and a page whose data
// differs in any query is rendered anew. So places left and prices are as fresh as an uncached render's; what only
// the clock changes ("already taken place") is at most PAGE_CACHE_TTL_MS old, as a CDN's copy may be (s-maxage=30).
import { createHash } from 'node:crypto';
import type { DehydratedState } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';

export const PAGE_CACHE_TTL_MS = 30_000;
const PAGE_CACHE_MAX_PAGES = 500;
const PAGE_CACHE_MAX_CHARS = 32 * 1024 * 1024;

export interface CachedPage {
  /** The data the page was rendered from (dataFingerprint). */
  fingerprint: string;
  /** The moment the page was rendered against: the browser hydrates against the same one. */
  renderedAt: number;
  headHtml: string;
  /** What goes inside #root. */
  body: string;
}

/** What identifies a page's HTML besides its data: the address, the visitor's display choices, the remotes' builds. */
export interface PageCacheKey {
  url: string;
  origin: string;
  preferences: unknown;
  remotes: unknown;
  /** Who the page was rendered for (signed in, roles): its header's entries. */
  viewer: unknown;
  /** The visit's party (the `kemet_party` cookie): the forms and searches it fills. */
  party: unknown;
}

/** A digest of the queries' data (not of when each was fetched): equal digests render the same page. */
export function dataFingerprint(queries: DehydratedState): string {
  const data = queries.queries.map(({ queryHash, state }) => [queryHash, state.status, state.data]);
  return createHash('sha256').update(JSON.stringify(data)).digest('base64url');
}

/** How a page was answered, as RFC 9211's Cache-Status says it: kept and served, or rendered (and why). */
export type PageCacheStatus = 'hit' | 'miss' | 'stale' | 'bypass';

/** `clock` is the cache's time (tests give their own). */
export function createPageCache({ clock = performance }: { clock?: { now(): number } } = {}) {
  const pages = new LRUCache<string, CachedPage>({
    perf: clock,
    // The clock read at each look-up, not remembered for a millisecond behind a timer.
    ttlResolution: 0,
    max: PAGE_CACHE_MAX_PAGES,
    maxSize: PAGE_CACHE_MAX_CHARS,
    sizeCalculation: (page) => page.body.length + page.headHtml.length,
    ttl: PAGE_CACHE_TTL_MS,
  });
  const keyOf = (key: PageCacheKey) =>
    JSON.stringify([key.url, key.origin, key.preferences, key.remotes, key.viewer, key.party]);
  return {
    /** The kept page if it was rendered from the same data ('hit'); 'stale' if its data has changed since. */
    lookup(
      key: PageCacheKey,
      fingerprint: string,
    ): { status: 'hit'; page: CachedPage } | { status: 'miss' | 'stale'; page?: undefined } {
      const page = pages.get(keyOf(key));
      if (!page) return { status: 'miss' };
      return page.fingerprint === fingerprint ? { status: 'hit', page } : { status: 'stale' };
    },
    set(key: PageCacheKey, page: CachedPage): void {
      pages.set(keyOf(key), page);
    },
  };
}
