// The browser takes over the server's HTML without a mismatch: any hydration warning is a console error, and the
// page fixture fails on those (every sitemap page: hydration-sitemap.spec.ts; here the pages it does not list, and
// a details page with a choice in its address). The data the server used travels with the page, so it is not fetched
// again.
import { test, expect } from '../../support/fixtures';

const PAGES = [
  '/',
  '/home',
  '/events',
  '/toursdetails/0?date=2099-02-30&time=25:00',
  '/tours',
  '/toursdetails/0',
  '/aboutus',
  '/faq',
  '/signin',
  '/ar/home',
  '/ar/eventdetails/5',
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
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(
      true,
    );
  });
}

test('a details page with a day, a time and tickets in its address hydrates with them chosen', async ({ page }) => {
  const html = await (await page.request.get('/ar/toursdetails/0')).text();
  const timeLink = /href="(\?date=[\d-]+&amp;time=[\d%A:]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(timeLink, 'the server rendered the times as links').toBeDefined();
  await page.goto(`/ar/toursdetails/0${timeLink}&tickets=1x1`);
  await expect(page.getByRole('radio', { checked: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'احجز هذه الجولة' })).toHaveAttribute(
    'href',
    /\/ar\/payment\/0\?session=\d+&tickets=1x1$/,
  );
});

test('the not-found page of an unknown id hydrates as the server sent it', async ({ page, consoleErrors }) => {
  consoleErrors.allowFailedRequest('/eventdetails/100024', 404);
  await page.goto('/eventdetails/100024');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find that event.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the event page does not fetch the event or the exchange rates the server already rendered', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(events\/\d+|fx-rates)(\?|$)/.test(request.url())) asked.push(request.url());
  });
  await page.goto('/eventdetails/5');
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
