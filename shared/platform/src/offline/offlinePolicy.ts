// What the service worker keeps for offline reading, as pure rules both the page and the worker use
// (docs/product/rules.md#e-tickets-and-the-gate). Only ticket pages the traveller opened and the assets they used are
// kept; API answers never are, public artwork aside.

/** Bump it when the kept files' shape changes: the worker's activate deletes every other kemet-offline cache. */
export const OFFLINE_CACHE_NAME = 'kemet-offline-v1';
export const OFFLINE_CACHE_PREFIX = 'kemet-offline-';
export const SERVICE_WORKER_URL = '/sw.js';

export type OfflineMessage = { type: 'keep'; url: string; assets: string[] } | { type: 'forget-all' };

export type OfflineDecision = 'network-only' | 'network-first-then-cache';

/** The parts of a fetch the decision reads, so it can be tested without a worker runtime. */
export interface OfflineRequest {
  url: string;
  method: string;
  mode: string;
}

// In either language: /bookings/KMT-… or /ar/bookings/KMT-….
const TICKET_PAGE_PATH = /^(\/ar)?\/bookings\/[^/]+\/?$/;

export function isTicketPagePath(pathname: string): boolean {
  return TICKET_PAGE_PATH.test(pathname);
}

/** API answers may carry a session, so none is kept; /api/media/ is public artwork. */
export function mayKeep(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { pathname, protocol } = new URL(url);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return !pathname.startsWith('/api/') || pathname.startsWith('/api/media/');
}

/**
 * 'network-only': the worker leaves the request alone. 'network-first-then-cache': the worker asks the network and
 * answers from its cache only when the network fails and it kept that URL.
 */
export function cacheStrategyFor(request: OfflineRequest): OfflineDecision {
  if (request.method !== 'GET' || !mayKeep(request.url)) return 'network-only';
  if (request.mode === 'navigate')
    return isTicketPagePath(new URL(request.url).pathname) ? 'network-first-then-cache' : 'network-only';
  return 'network-first-then-cache';
}
