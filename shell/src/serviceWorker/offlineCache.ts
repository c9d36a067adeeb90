// The service worker's one cache: what it keeps for a ticket page, answering from it when the network fails, forgetting
// it.
import { isTicketPagePath, mayKeep, OFFLINE_CACHE_NAME, OFFLINE_CACHE_PREFIX } from '@kemet/platform/offline/policy';

declare const self: ServiceWorkerGlobalScope;

// The server varies on Accept-Encoding, which a worker's own fetches do not show: the URL alone names a kept file.
const BY_URL: CacheQueryOptions = { ignoreVary: true };

function worthKeeping(response: Response): boolean {
  // A remote's script fetched without CORS is opaque: its status is hidden, and a script is fine to keep so.
  if (response.type === 'opaque') return true;
  return response.ok && !/no-store/i.test(response.headers.get('cache-control') ?? '');
}

/** The network's answer, refreshing a kept copy; the kept copy when the network fails; a network error otherwise. */
export async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    if (worthKeeping(response)) event.waitUntil(refreshIfKept(request, response.clone()));
    return response;
  } catch (error) {
    const cache = await caches.open(OFFLINE_CACHE_NAME);
    // A ticket page opened from a link with a query string (?from=mail) is still the page that was kept.
    const kept = await cache.match(request, { ...BY_URL, ignoreSearch: request.mode === 'navigate' });
    if (kept) return kept;
    throw error;
  }
}

async function refreshIfKept(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(OFFLINE_CACHE_NAME);
  if (await cache.match(request, BY_URL)) await cache.put(request, response);
}

/**
 * Keeps the ticket page at `pagePath` and the files it used that are not kept yet (kept ones are refreshed as they are
 * fetched).
 */
export async function keep(pagePath: string, assets: string[]): Promise<void> {
  const page = new URL(pagePath, self.location.origin);
  if (page.origin !== self.location.origin || !isTicketPagePath(page.pathname)) return;
  const cache = await caches.open(OFFLINE_CACHE_NAME);
  const urls = new Set([page.origin + page.pathname, ...assets.filter(mayKeep)]);
  await Promise.all([...urls].map((url) => keepOne(cache, url)));
}

async function keepOne(cache: Cache, url: string): Promise<void> {
  if (await cache.match(url, BY_URL)) return;
  const response = await fetchToKeep(url);
  if (response && worthKeeping(response)) await cache.put(url, response);
}

/** Another origin's file with CORS when it allows it (usable by any request for it later), else opaque. */
async function fetchToKeep(url: string): Promise<Response | undefined> {
  const sameOrigin = new URL(url).origin === self.location.origin;
  try {
    return await fetch(url, { mode: sameOrigin ? 'same-origin' : 'cors', credentials: 'same-origin' });
  } catch {
    if (sameOrigin) return undefined;
  }
  try {
    return await fetch(url, { mode: 'no-cors', credentials: 'same-origin' });
  } catch {
    return undefined;
  }
}

export async function forgetAll(): Promise<void> {
  await caches.delete(OFFLINE_CACHE_NAME);
}

export async function deleteOtherVersions(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(OFFLINE_CACHE_PREFIX) && name !== OFFLINE_CACHE_NAME)
      .map((name) => caches.delete(name)),
  );
}
