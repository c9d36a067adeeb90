// The shell's service worker, built to /sw.js (scope /) so a ticket page opened once reads without a connection.
// Policy (shell/README.md#service-worker):
// - It keeps ONLY the ticket pages (/bookings/<reference>) a page asked it to keep ({type:'keep'}) and the files those
//   pages used, on any origin (remotes live on their own); never an /api/ answer except /api/media/ artwork, never a
//   response marked no-store.
// - Online, the network answers first and kept copies are refreshed from it; the cache answers only when the network
//   fails. Requests it may not keep (API calls, writes, other pages) are not intercepted at all.
// - {type:'forget-all'} (sign-out) deletes the cache; activate deletes other versions' caches and takes control at once.
import { cacheStrategyFor, type OfflineMessage } from '@kemet/platform/offline/policy';
import { deleteOtherVersions, forgetAll, keep, networkFirst } from './offlineCache';

declare const self: ServiceWorkerGlobalScope;

function isOfflineMessage(data: unknown): data is OfflineMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'forget-all') return true;
  return (
    message.type === 'keep' &&
    typeof message.url === 'string' &&
    Array.isArray(message.assets) &&
    message.assets.every((asset) => typeof asset === 'string')
  );
}

self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));

self.addEventListener('activate', (event) => event.waitUntil(deleteOtherVersions().then(() => self.clients.claim())));

self.addEventListener('fetch', (event) => {
  if (cacheStrategyFor(event.request) === 'network-first-then-cache') event.respondWith(networkFirst(event));
});

self.addEventListener('message', (event) => {
  const message: unknown = event.data;
  if (!isOfflineMessage(message)) return;
  event.waitUntil(message.type === 'keep' ? keep(message.url, message.assets) : forgetAll());
});
