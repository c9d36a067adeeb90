// Asks the shell's service worker to keep the current page and the files it used, for reading without a connection.
import { mayKeep, SERVICE_WORKER_URL, type OfflineMessage } from '@kemet/platform/offline/policy';

function canUseServiceWorker(): boolean {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  return window.isSecureContext || window.location.hostname === 'localhost';
}

/** The page's scripts, styles, fonts, images, runtime config and remote manifests, as absolute URLs. */
function assetsOfThisPage(): string[] {
  const urls = new Set<string>();
  // jsdom and old browsers have no resource timing: the document's own tags still count.
  if (typeof performance.getEntriesByType === 'function')
    performance.getEntriesByType('resource').forEach((entry) => urls.add(entry.name));
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => urls.add(script.src));
  document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href]').forEach((link) => urls.add(link.href));
  return [...urls].filter(mayKeep);
}

/** Registers /sw.js when the browser allows it and posts `keep` for this page. Never throws. */
export async function keepPageOffline(): Promise<void> {
  if (!canUseServiceWorker()) return;
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const message: OfflineMessage = { type: 'keep', url: window.location.pathname, assets: assetsOfThisPage() };
    registration.active?.postMessage(message);
  } catch {
    // No worker (private mode, blocked by policy): the page simply is not kept.
  }
}

/** When the account changes: the worker drops every kept page and file. */
export function forgetOfflinePages(): void {
  if (!canUseServiceWorker()) return;
  const message: OfflineMessage = { type: 'forget-all' };
  navigator.serviceWorker
    .getRegistration('/')
    .then((registration) => registration?.active?.postMessage(message))
    .catch(() => undefined);
}
