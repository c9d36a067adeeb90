// axe-core finds no WCAG 2.2 AA violation on any page the shell owns, at 1280 and 480 px.
import { test, expect, checkA11y } from '../../support/fixtures';
import { SHELL_PAGES } from '../../support/pages';

const PAGES = [...SHELL_PAGES, '/no-such-page'];

for (const path of PAGES) {
  test(`${path} has no WCAG 2.2 AA violation at 1280 and 480 px`, async ({ page, consoleErrors }) => {
    // An unknown path is served with status 404 (and the page), which Chromium logs.
    consoleErrors.allowFailedRequest('/no-such-page', 404);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle'); // remote sections (home) and images in place
    await test.step('1280 px', () => checkA11y(page));
    await page.setViewportSize({ width: 480, height: 900 });
    await test.step('480 px', () => checkA11y(page));
  });
}
