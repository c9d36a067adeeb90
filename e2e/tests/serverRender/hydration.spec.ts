// The browser takes over the server's HTML without a mismatch: any hydration warning is a console error, and the
// page fixture fails on those. The data the server used travels with the page, so it is not fetched again.
import { test, expect } from '../../support/fixtures';

const PAGES = [
  '/',
  '/home',
  '/events',
  '/eventdetails/0',
  '/tours',
  '/toursdetails/0',
  '/aboutus',
  '/faq',
  '/signin',
  '/ar/home',
  '/ar/eventdetails/0',
];

for (const path of PAGES) {
  test(`${path} hydrates without a warning`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    expect(html, 'the server rendered the page').toContain('data-server-rendered');
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated: a client-side navigation works without a reload.
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^(FAQ|الأسئلة الشائعة)$/ })
      .click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
  });
}

test('the event page does not fetch the event or the exchange rates the server already rendered', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(events\/\d+|fx-rates)(\?|$)/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/eventdetails/0');
  await page.waitForLoadState('networkidle');
  await expect(
    page
      .getByRole('button', { name: 'Booking Now' })
      .or(page.getByRole('link', { name: 'Booking Now' }))
      .first(),
  ).toBeVisible();
  expect(asked).toEqual([]);
});

for (const [path, price] of [
  ['/events', null],
  ['/tours', /\d\$|\$\d/],
] as const) {
  test(`${path} does not fetch the exchange rates the server sent with it`, async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/fx-rates')) asked.push(request.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (price) await expect(page.getByText(price).first()).toBeVisible();
    expect(asked).toEqual([]);
  });
}
