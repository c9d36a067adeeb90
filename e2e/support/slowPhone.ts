// The slow-phone profile of the bench (4× CPU slowdown, Lighthouse's slow 4G) for browser tests of the first seconds
// of a page: what a traveller can do between the first paint and the moment the page's code is live.
import type { Page } from '@playwright/test';

const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Slows `page` down like a mid-range phone on slow 4G, for the rest of its life. */
export async function emulateSlowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Opens `path` and resolves as soon as the page has painted something (first contentful paint), long before its
 * code is live: the moment a traveller first sees controls and may use them.
 */
export async function openToFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 10,
    timeout: 30_000,
  });
}

/** Whether the page's code has taken over (the shell marks `<html data-live>` once React owns the server's HTML). */
export async function isLive(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.live !== undefined);
}
