// A server-rendered page paints from its HTML and stylesheets alone, so its <head> links the stylesheets it needs
// (the shell's and those of the remote parts it rendered) and nothing else competes with them before the first
// paint: no script preloads but the shell's entry at low priority (started after the first paint, it fetches the
// rest: shared/tooling/entryAfterFirstPaint.ts), and early connections only to the remotes whose
// parts are on the page (see shared/server/preloadManifest.ts). Each stylesheet is fetched exactly once, and the
// live page does not add it again (which would restyle the whole page while it hydrates).
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

const linked = (page: Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

const CASES = [
  { path: '/signin', remotePort: 3, ready: (page: Page) => page.getByRole('form', { name: /^sign in$/i }) },
  {
    path: '/tours',
    remotePort: 1,
    ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Take a look at our Tours' }),
  },
];

for (const { path, remotePort, ready } of CASES) {
  test(`${path} links its stylesheets, fetches each once, preloads only its entry and connects early only to its remote`, async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const shell = new URL(page.url());
    const remoteOrigin = `${shell.protocol}//${shell.hostname}:${Number(shell.port) + remotePort}`;

    const stylesheets = await linked(page, 'stylesheet');
    expect(stylesheets.length, 'the live page adds no second copy of a stylesheet the server linked').toBe(
      new Set(stylesheets).size,
    );
    expect(stylesheets.some((url) => url.startsWith(shell.origin))).toBe(true);
    expect(stylesheets.some((url) => url.startsWith(remoteOrigin))).toBe(true);
    for (const url of stylesheets)
      expect(
        requested.filter((seen) => seen === url),
        `requests for ${url}`,
      ).toHaveLength(1);
    const scriptPreloads = page.locator('head link[rel="preload"][as="script"]');
    await expect(scriptPreloads).toHaveCount(1);
    expect(new URL((await scriptPreloads.getAttribute('href'))!, shell.origin).href).toBe(`${shell.origin}/main.js`);
    await expect(scriptPreloads).toHaveAttribute('fetchpriority', 'low');
    expect([...new Set((await linked(page, 'preconnect')).map((url) => new URL(url).origin))]).toEqual([remoteOrigin]);
  });
}

test('a page of the shell itself links only the shell and connects early to no remote', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const stylesheets = await linked(page, 'stylesheet');
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(await linked(page, 'preconnect')).toEqual([]);
});
