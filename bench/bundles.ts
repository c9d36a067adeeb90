// First-load bytes per page: JS and CSS (raw and gzip), request count, request waves before first render,
// and whether each shared singleton was loaded once.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { BenchPage } from './pages';
import { BENCH_PARTNER } from './partnerAccount';
import { signInContext } from './session';

export interface BundleFigures {
  page: string;
  requests: number;
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  wavesBeforeRender: number;
  singletonsLoadedOnce: boolean;
  /**
   * Files of another language's messages (chunks named messages-<namespace>-ar) the English page loaded: none expected.
   */
  arabicMessageFiles: number;
  /** Scripts and stylesheets the page loaded from the partner workspace's remote: none on a traveller's page. */
  partnerRemoteFiles: number;
  /** Every script the page loaded, largest (gzip) first. */
  scripts: { url: string; raw: number; gzip: number }[];
}

interface Seen {
  url: string;
  type: string;
  initiatorUrl?: string;
  startedAt: number;
  body?: Buffer;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@kemet/platform',
  '@kemet/ui',
  '@tanstack/react-query',
  '@tanstack/query-core',
];

/** `partnerOrigin`: where the partner workspace's remote is served, whose files a traveller's page must not load. */
export async function measureBundles(
  browser: Browser,
  origin: string,
  page: BenchPage,
  partnerOrigin: string,
): Promise<BundleFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (page.signedIn) await signInContext(context, origin);
  if (page.partner) await signInContext(context, origin, BENCH_PARTNER);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const stackUrl = event.initiator.stack?.callFrames[0]?.url;
    seen.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      initiatorUrl: event.initiator.url ?? stackUrl,
      startedAt: event.timestamp,
    });
  });
  const bodies: Promise<void>[] = [];
  cdp.on('Network.loadingFinished', (event) => {
    const entry = seen.get(event.requestId);
    if (!entry || (entry.type !== 'Script' && entry.type !== 'Stylesheet')) return;
    bodies.push(
      cdp.send('Network.getResponseBody', { requestId: event.requestId }).then(
        (r) => void (entry.body = Buffer.from(r.body, r.base64Encoded ? 'base64' : 'utf8')),
        () => undefined,
      ),
    );
  });
  await tab.goto(origin + page.path, { waitUntil: 'networkidle' });
  await tab.waitForSelector(page.ready, { timeout: 20_000 });
  await Promise.all(bodies);
  const fcpMs = await tab.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
  // Every app keeps its own view of the share scope; a singleton is loaded once when all views agree on one provider.
  const singletonsLoadedOnce = await tab.evaluate((names) => {
    type Versions = Record<string, { from: string; loaded?: boolean }>;
    const share = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Versions>>> } }
    ).__FEDERATION__?.__SHARE__;
    if (!share) return false;
    return names.every((name) => {
      const providers = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, info] of Object.entries(scopes.default?.[name] ?? {}))
          if (info.loaded) providers.add(`${info.from}@${version}`);
      }
      return providers.size <= 1;
    });
  }, SINGLETONS);
  await context.close();

  const requests = [...seen.values()];
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const waveOf = (request: Seen, depth = 0): number => {
    const parent = request.initiatorUrl ? byUrl.get(request.initiatorUrl) : undefined;
    return parent && parent !== request && depth < 20 ? 1 + waveOf(parent, depth + 1) : 1;
  };
  const firstMonotonic = Math.min(...requests.map((r) => r.startedAt));
  const beforeRender = requests.filter((r) => (r.startedAt - firstMonotonic) * 1000 <= fcpMs);
  const sum = (type: string, gz: boolean) =>
    requests
      .filter((r) => r.type === type && r.body)
      .reduce((total, r) => total + (gz ? gzipSync(r.body!).length : r.body!.length), 0);
  return {
    page: page.path,
    requests: requests.length,
    jsRaw: sum('Script', false),
    jsGzip: sum('Script', true),
    cssRaw: sum('Stylesheet', false),
    cssGzip: sum('Stylesheet', true),
    wavesBeforeRender: Math.max(0, ...beforeRender.map((r) => waveOf(r))),
    singletonsLoadedOnce,
    arabicMessageFiles: requests.filter((r) => /\/messages-[a-z]+-ar\./.test(r.url)).length,
    partnerRemoteFiles: requests.filter(
      (r) => (r.type === 'Script' || r.type === 'Stylesheet') && new URL(r.url).origin === partnerOrigin,
    ).length,
    scripts: requests
      .filter((r) => r.type === 'Script' && r.body)
      .map((r) => ({ url: r.url, raw: r.body!.length, gzip: gzipSync(r.body!).length }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}
