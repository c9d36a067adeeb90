// The shell's entry script is not in the server's HTML: the page preloads it and starts it once the document is
// parsed and a frame is drawn (shared/tooling/entryAfterFirstPaint.ts), so the browser paints the server's HTML
// before the federation runtime starts. How much sooner is the bench's to measure (first paint, LCP); here: the
// entry never starts before the whole document is there, and the page goes live under the CSP.
import { test, expect } from '../../support/fixtures';

for (const path of ['/home', '/eventdetails/5', '/ar/tours']) {
  test(`${path} starts its entry after the document is parsed, then goes live`, async ({ page }) => {
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).not.toMatch(/<script[^>]*src="?\/main\.js/);
    expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/main\.js"? fetchpriority="?low"?>/);

    await page.addInitScript(() => {
      new MutationObserver((changes, observer) => {
        for (const change of changes)
          for (const node of Array.from(change.addedNodes))
            if (node instanceof HTMLScriptElement && node.src.endsWith('/main.js')) {
              (window as unknown as { entryStartedAt: number }).entryStartedAt = performance.now();
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-live', '');
    const { parsedAt, entryStartedAt } = await page.evaluate(() => ({
      parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .domContentLoadedEventStart,
      entryStartedAt: (window as unknown as { entryStartedAt?: number }).entryStartedAt,
    }));
    expect(entryStartedAt, 'the page started its entry').toBeDefined();
    expect(entryStartedAt!).toBeGreaterThanOrEqual(parsedAt);
  });
}
