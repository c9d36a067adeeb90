// axe-core finds no WCAG 2.2 AA violation on any page the shell owns, at 1280 and 480 px.
import { test, expect, checkA11y } from '../../support/fixtures';

const SHELL_PAGES = ['/home', '/contactus', '/aboutus', '/faq', '/partners', '/privacypolices', '/support', '/terms', '/testimonials', '/no-such-page'];

for (const path of SHELL_PAGES) {
  for (const width of [1280, 480]) {
    test(`${path} at ${width} px has no WCAG 2.2 AA violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle'); // remote sections (home) and images in place
      await checkA11y(page);
    });
  }
}
