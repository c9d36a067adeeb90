// The language switch: in place (no reload) across the shell and the remotes, remembered across a reload and a new
// tab, and carried by links (docs/product/languages-and-money.md).
import { test, expect, markDocument, documentStillMarked } from '../../support/fixtures';
import { waitForMapLayers } from '../map/mapPage';
import { ARABIC, expectInLanguage } from './i18nPages';

const switchTo = (page: import('@playwright/test').Page, name: 'العربية' | 'English') =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).click();

test('switching on /events changes the filter bar and the map list without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/events');
  // The keyword search box, after the search by dates and party.
  const search = page.getByRole('search').last();
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
  await waitForMapLayers(page);
  await expect(page.getByRole('navigation', { name: 'Locations' })).toBeVisible();
  await markDocument(page);

  await switchTo(page, 'العربية');
  await expect(page).toHaveURL(/\/ar\/events$/);
  await expect(search.getByRole('button').first()).toHaveText(ARABIC);
  await expect(page.getByRole('navigation', { name: 'المواقع' })).toContainText(ARABIC);
  await expect(page.getByRole('region', { name: 'خريطة مصر بالفعاليات وعواصم المحافظات' })).toBeVisible();
  await expectInLanguage(page, 'ar', '/ar/events after the switch');
  expect(await documentStillMarked(page)).toBe(true);

  await switchTo(page, 'English');
  await expect(page).toHaveURL(/\/events$/);
  await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible();
  expect(await documentStillMarked(page)).toBe(true);
});

test('the choice survives a reload and a new tab, and other tabs follow it', async ({ page, context }) => {
  await page.goto('/tours');
  await switchTo(page, 'العربية');
  await expect(page).toHaveURL(/\/ar\/tours$/);

  await page.reload();
  await expectInLanguage(page, 'ar', '/ar/tours after a reload');

  const tab = await context.newPage();
  await tab.goto('/events');
  await expect(tab).toHaveURL(/\/ar\/events$/);
  await expectInLanguage(tab, 'ar', 'a new tab of /events');

  await switchTo(tab, 'English');
  await expect(tab).toHaveURL(/\/events$/);
  await expect(page).toHaveURL(/\/tours$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await tab.close();
});

test('an Arabic link opens in Arabic for a visitor with no cookie, and its links stay in Arabic', async ({ page }) => {
  await page.goto('/ar/eventdetails/5');
  await expectInLanguage(page, 'ar', '/ar/eventdetails/5');
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ar\/(home)?$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the first HTML of an Arabic address is already right-to-left', async ({ request }) => {
  const arabic = await request.get('/ar/events');
  expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
  const english = await request.get('/events');
  expect(await english.text()).toContain('<html lang="en" dir="ltr">');
});
