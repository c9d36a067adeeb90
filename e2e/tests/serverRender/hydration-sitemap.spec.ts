// Every page the sitemap lists, in both languages, hydrates on the server's DOM: no mismatch, no recoverable error
// (reportHydrationError logs either as a console error, on which the page fixture fails). Two tests, one per worker,
// each going through half the pages (about fifty) in one page, one after another: about 40 s on a quiet machine, so
// each test gets minutes while the suite's other lanes share the cores.
import { test, expect } from '../../support/fixtures';

test.describe.configure({ mode: 'parallel' });

/** The paths the sitemap lists (its URLs carry the public origin, which may not be this stack's). */
async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

for (const half of [0, 1]) {
  test(`the sitemap's pages hydrate without a mismatch (half ${half + 1} of 2)`, async ({ page }) => {
    test.setTimeout(240_000);
    const paths = await sitemapPaths(page.request);
    expect(paths.filter((path) => path.startsWith('/ar/')).length, 'both languages').toBeGreaterThan(3);
    for (const path of paths.filter((_, index) => index % 2 === half)) {
      // goto waits until the page is live (fixtures.ts), which needs the server's HTML.
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await response?.text(), path).toContain('data-server-rendered');
      await expect(page.locator('html[data-live]'), path).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    }
  });
}
