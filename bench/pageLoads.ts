// Cold page loads in headless Chromium: FCP, LCP, CLS and total blocking time, median (and range) of several runs,
// on a desktop profile (1280 px, loopback, no throttling) and on a slow phone (480 px, 4× CPU slowdown, slow 4G).
// Every run is cold: a new browser context (no cookies, storage or service worker) with the HTTP cache disabled.
import type { Browser, Page } from 'playwright-core';
import { median } from './median';
import type { BenchPage } from './pages';
import { signInContext } from './session';

export interface Profile {
  name: 'desktop' | 'slow-mobile';
  width: number;
  cpuSlowdown: number;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

export const PROFILES: Profile[] = [
  { name: 'desktop', width: 1280, cpuSlowdown: 1 },
  // Lighthouse's slow 4G: 150 ms RTT, 1.6 Mbps down, 750 Kbps up.
  {
    name: 'slow-mobile',
    width: 480,
    cpuSlowdown: 4,
    network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  },
];

export interface LoadFigures {
  page: string;
  profile: Profile['name'];
  /** The document's last byte (navigation's responseEnd): the server's share of the load, network included. */
  html: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  lcpMin: number;
  lcpMax: number;
  clsMin: number;
  clsMax: number;
  runs: number;
}

const OBSERVERS = () => {
  const w = window as unknown as { __bench: { lcp: number; cls: number; tbt: number } };
  w.__bench = { lcp: 0, cls: 0, tbt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.__bench.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.tbt += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
};

interface Sample {
  html: number;
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
}

/** Makes `tab` load cold (HTTP cache off) on the profile's network and CPU. */
export async function coldOnProfile(tab: Page, profile: Profile): Promise<void> {
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network) await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  if (profile.cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}

async function loadOnce(browser: Browser, origin: string, page: BenchPage, profile: Profile): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: profile.width, height: 900 } });
  if (page.signedIn) await signInContext(context, origin);
  await context.addInitScript(OBSERVERS);
  const tab = await context.newPage();
  await coldOnProfile(tab, profile);
  await tab.goto(origin + page.path, { waitUntil: 'load', timeout: 60_000 });
  await tab.waitForSelector(page.ready, { timeout: 60_000 });
  await tab.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await tab.waitForTimeout(500);
  const figures = await tab.evaluate(() => {
    const w = window as unknown as { __bench: { lcp: number; cls: number; tbt: number } };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const html =
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? 0;
    return { html, fcp, lcp: w.__bench.lcp || fcp, cls: w.__bench.cls, tbt: w.__bench.tbt };
  });
  await context.close();
  return figures;
}

export async function measureLoads(
  browser: Browser,
  origin: string,
  page: BenchPage,
  profile: Profile,
  runs: number,
): Promise<LoadFigures> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await loadOnce(browser, origin, page, profile));
  const lcps = samples.map((s) => s.lcp);
  const clss = samples.map((s) => s.cls);
  return {
    page: page.path,
    profile: profile.name,
    html: median(samples.map((s) => s.html)),
    fcp: median(samples.map((s) => s.fcp)),
    lcp: median(lcps),
    cls: median(clss),
    tbt: median(samples.map((s) => s.tbt)),
    lcpMin: Math.min(...lcps),
    lcpMax: Math.max(...lcps),
    clsMin: Math.min(...clss),
    clsMax: Math.max(...clss),
    runs,
  };
}
