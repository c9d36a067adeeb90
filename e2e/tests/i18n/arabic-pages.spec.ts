// Every route in Arabic at 480, 768 and 1280 px: lang and dir on the document and every remote part, Arabic headings,
// nothing clipped, no console error (the page fixture); axe clean at 480 and 1280 px. English has the same checks in
// platform/routes and the a11y specs.
import type { Page } from '@playwright/test';
import { test, WIDTHS, A11Y_WIDTHS, checkA11y, signInViaApi } from '../../support/fixtures';
import { REMOTE_PAGES, SHELL_PAGES } from '../../support/pages';
import { expectInLanguage } from './i18nPages';

const PUBLIC_ROUTES = ['/', ...SHELL_PAGES, ...REMOTE_PAGES, '/forgot-password', '/gate', '/nothing-here'];
const SIGNED_IN_ROUTES = ['/payment/0', '/bookings', '/account'];

async function checkAtEveryWidth(page: Page, path: string) {
  const [first, ...wider] = WIDTHS;
  await page.setViewportSize({ width: first, height: 900 });
  await page.goto(`/ar${path}`);
  for (const width of [first, ...wider]) {
    await page.setViewportSize({ width, height: 900 });
    await expectInLanguage(page, 'ar', `/ar${path} at ${width}px`);
    // The map's tiles and canvas are Leaflet's; its own controls and list are checked.
    if ((A11Y_WIDTHS as readonly number[]).includes(width)) await checkA11y(page, { exclude: ['.leaflet-tile-pane'] });
  }
}

for (const path of PUBLIC_ROUTES) {
  test(`/ar${path} reads right to left at ${WIDTHS.join(', ')} px`, async ({ page, consoleErrors }) => {
    if (path === '/nothing-here') consoleErrors.allowFailedRequest('/ar/nothing-here', 404);
    await checkAtEveryWidth(page, path);
  });
}

for (const path of SIGNED_IN_ROUTES) {
  test(`/ar${path} reads right to left for a signed-in traveller at ${WIDTHS.join(', ')} px`, async ({
    page,
    signUp,
  }) => {
    await signInViaApi(page, await signUp());
    await checkAtEveryWidth(page, path);
  });
}
