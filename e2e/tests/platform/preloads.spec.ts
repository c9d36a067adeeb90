// A server-rendered page paints from its HTML alone: its <head> carries the stylesheets it needs (the shell's and
// those of the remote parts it rendered) inline, each marked with its URL (shared/server/inlineStylesheets.ts), and
// nothing else competes before the first paint: no script preloads but the shell's entry at low priority (started
// after the first paint, it fetches the rest: shared/tooling/entryAfterFirstPaint.ts), and early connections only to
// the remotes whose parts are on the page (see shared/server/preloadManifest.ts). The live page neither fetches an
// inlined stylesheet nor adds a second copy of it (which would restyle the whole page while it hydrates).
import type { Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';

const linked = (page: Page, rel: string) =>
  page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
/** The URLs of the stylesheets the server wrote into the page, as absolute URLs. */
const inlined = (page: Page) =>
  page
    .locator('head style[data-href]')
    .evaluateAll((styles) => styles.map((style) => new URL(style.getAttribute('data-href')!, document.baseURI).href));

const CASES = [
  { path: '/signin', remotePort: 3, ready: (page: Page) => page.getByRole('form', { name: /^sign in$/i }) },
  { path: '/tours', remotePort: 1, ready: (page: Page) => page.getByRole('heading', { level: 1, name: 'Take a look at our Tours' }) },
];

for (const { path, remotePort, ready } of CASES) {
  test(`${path} carries its stylesheets inline, never fetches them, preloads only its entry and connects early only to its remote`, async ({
    page,
  }) => {
    // The shell's server loads a remote's server container on its first page; on a cold, busy stack that can miss
    // the part's budget, and the part then renders in the browser (its stylesheet linked). Asked once, it is loaded.
    await page.request.get(path, { headers: { accept: 'text/html' } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const shell = new URL(page.url());
    const remoteOrigin = `${shell.protocol}//${shell.hostname}:${Number(shell.port) + remotePort}`;

    const stylesheets = await inlined(page);
    expect(stylesheets.length).toBe(new Set(stylesheets).size);
    expect(stylesheets).toContain(`${shell.origin}/main.css`);
    expect(stylesheets.some((url) => url.startsWith(remoteOrigin))).toBe(true);
    expect(await linked(page, 'stylesheet'), 'the live page adds no copy of a stylesheet the server inlined').toEqual([]);
    expect(requested.filter((url) => stylesheets.includes(url))).toEqual([]);
    // The page is styled by them: the header's links sit in a row on a wide screen.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toHaveCSS('display', 'flex');
    const scriptPreloads = page.locator('head link[rel="preload"][as="script"]');
    await expect(scriptPreloads).toHaveCount(1);
    expect(new URL((await scriptPreloads.getAttribute('href'))!, shell.origin).href).toBe(`${shell.origin}/main.js`);
    await expect(scriptPreloads).toHaveAttribute('fetchpriority', 'low');
    expect([...new Set((await linked(page, 'preconnect')).map((url) => new URL(url).origin))]).toEqual([remoteOrigin]);
  });
}

test("a page of the shell itself carries only the shell's stylesheets and connects early to no remote", async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const origin = new URL(page.url()).origin;
  const stylesheets = await inlined(page);
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((url) => !url.startsWith(origin))).toEqual([]);
  expect(await linked(page, 'preconnect')).toEqual([]);
});
