// A reader without JavaScript (a crawler, a link preview, a traveller on a locked-down phone) gets the page itself:
// the server renders every route, the remote parts included, with their data.
import { test, expect } from '../../support/fixtures';

test.use({ javaScriptEnabled: false });

test('an event page shows its title, date, price, description, provider and location with JavaScript off', async ({
  page,
  api,
}) => {
  // The page's eventId 5 is the experience with record id 6, an event.
  const event = (await (await api.get('/api/events/6')).json()) as {
    title: string;
    details: string;
    provider: { name: string };
  };
  const response = await page.goto('/eventdetails/5');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(main.getByText(event.details.slice(0, 40))).toBeVisible();
  await expect(main.getByText(event.provider.name).first()).toBeVisible();
  await expect(main.getByText(/Location:/).first()).toBeVisible();
  // A price in the display currency and a date in words.
  await expect(main.getByText(/\d\s?\$|\$\s?\d|EGP|€/).first()).toBeVisible();
  await expect(
    main
      .getByText(/\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the lists and the home page show their cards with JavaScript off', async ({ page }) => {
  // The events as cards (/events opens on the map, which needs JavaScript).
  for (const path of ['/events?map=off', '/tours', '/home']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(
      page.getByRole('main').locator('a[href*="details/"]').first(),
      `${path} links to the details`,
    ).toBeVisible();
  }
});

test('/events, which opens on the map, leads a reader without JavaScript to the cards', async ({ page }) => {
  await page.goto('/events');
  await page.getByRole('link', { name: 'See the events as cards' }).click();
  await expect(page).toHaveURL(/\/events\?map=off$/);
  await expect(page.getByRole('main').locator('a[href*="eventdetails/"]').first()).toBeVisible();
});

test('an Arabic event page is rendered in Arabic, right to left, with JavaScript off', async ({ page }) => {
  await page.goto('/ar/eventdetails/5');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
});

test("a details page sends its next open day's times, places left and prices, never a loading placeholder", async ({
  page,
}) => {
  for (const [path, time, left] of [
    ['/toursdetails/0', 'Time', / left$/],
    ['/ar/eventdetails/5', 'الوقت', /تبق/],
  ] as const) {
    await page.goto(path);
    const times = page.getByRole('radiogroup', { name: time });
    await expect(times.getByRole('radio').first(), path).toHaveText(/[\d٠-٩]/);
    await expect(times.getByRole('radio', { checked: true }).or(times.locator('a')).first(), path).toHaveText(left);
    await expect(
      page
        .getByRole('main')
        .getByText(/[\d٠-٩][\d٠-٩.,٫٬]*\s?(\$|ج\.م\.)|\$\s?\d/)
        .first(),
      path,
    ).toBeVisible();
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Loading|جارٍ/ }), path).toHaveCount(0);
  }
});
