// The routes below (of docs/product/routes.md#the-route-table) render at 480, 768 and 1280 px: a visible h1, no console
// error, no sideways scroll.
import type { Page } from '@playwright/test';
import { test, expect, WIDTHS } from '../../support/fixtures';
import { REMOTE_PAGES, SHELL_PAGES } from '../../support/pages';

const ROUTES = ['/', ...SHELL_PAGES, ...REMOTE_PAGES, '/success'];

/** The page at the current width: an h1, header and footer, no remote notice, nothing wider than the screen. */
async function expectRendered(page: Page, route: string, width: number) {
  await expect(page.getByRole('heading', { level: 1 }).first(), `h1 on ${route} at ${width}px`).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByText(/is not available right now/)).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${route} at ${width}px`).toBeLessThanOrEqual(0);
}

for (const route of ROUTES) {
  test(`${route} renders at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    // Loaded fresh on a phone-sized screen (what mounts at 480 px must work), then widened in place.
    const [first, ...wider] = WIDTHS;
    await page.setViewportSize({ width: first, height: 900 });
    await page.goto(route);
    await expectRendered(page, route, first);
    for (const width of wider) {
      await page.setViewportSize({ width, height: 900 });
      await expectRendered(page, route, width);
    }
  });
}

test('/payment/0 sends an anonymous visitor to /signin', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/payment/0');
    await expect(page).toHaveURL(/\/signin/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
});

test('a ticket page sends an anonymous visitor to /signin, naming it as the page to return to', async ({ page }) => {
  await page.goto('/bookings/KMT-ABCDEF');
  await expect(page).toHaveURL(/\/signin\?next=%2Fbookings%2FKMT-ABCDEF$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page, consoleErrors }) => {
  // The server answers it with status 404 (and the page), which Chromium logs.
  consoleErrors.allowFailedRequest('/no-such-page/at-all', 404);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
