// A deep link names in its <head> the files the page will need (the shell's entry and shared chunks, the remote's
// federation manifest, the form libraries the remote uses), so the browser fetches them at once. Each must be
// fetched exactly once (a preload the page then requests again in another mode is wasted bytes) and used (Chromium
// warns about a preload the page never asks for). The remote's own scripts are not preloaded (see
// shared/server/preloadManifest.ts): a failed preload would make Retry fail after the remote came back.
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

const PRELOAD_UNUSED = /was preloaded using link preload but not used/;

async function preloadedUrls(page: Page): Promise<string[]> {
  return page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
}

const CASES = [
  { path: '/signin', ready: (page: Page) => page.getByRole('form', { name: /^sign in$/i }) },
  { path: '/tours', ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Take a look at our Tours' }) },
];

for (const { path, ready } of CASES) {
  test(`${path} preloads what it needs, fetches each once and uses every one`, async ({ page }) => {
    test.setTimeout(30_000);
    const requested: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const preloads = await preloadedUrls(page);
    const shellOrigin = new URL(page.url()).origin;
    expect(preloads.some((url) => url === `${shellOrigin}/main.js`)).toBe(true);
    expect(preloads.filter((url) => !url.startsWith(shellOrigin)).map((url) => new URL(url).pathname)).toEqual(['/mf-manifest.json']);

    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(4_000);
    for (const url of preloads)
      expect(
        requested.filter((seen) => seen === url),
        `requests for ${url}`,
      ).toHaveLength(1);
    expect(warnings.filter((text) => PRELOAD_UNUSED.test(text))).toEqual([]);
  });
}

test('a page of the shell itself preloads only the shell', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const preloads = await preloadedUrls(page);
  expect(preloads.length).toBeGreaterThan(0);
  expect(preloads.filter((url) => !url.startsWith(origin))).toEqual([]);
});
