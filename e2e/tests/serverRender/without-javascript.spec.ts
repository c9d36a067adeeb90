// A reader without JavaScript (a crawler, a link preview, a traveller on a locked-down phone) gets the page itself:
// the server renders every route, the remote parts included, with their data, and its links and GET forms work.
import { test, expect } from '../../support/fixtures';
import { reviewedTour } from '../reviews/reviewedTour';
import { reviewsUpTo, tourToReview } from '../reviews/writtenReviews';

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

test("the reviews' language filter, sort and pager are links the server answers", async ({
  page,
  api,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { path } = await reviewedTour(api);
  await page.goto(path);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('article', { name: 'Review by Hannah B.' })).toBeVisible();
  await reviews.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?reviewLanguage=ar$`));
  await expect(reviews.getByRole('article')).toHaveCount(1);
  await expect(reviews.getByRole('article', { name: 'Review by منى س.' })).toBeVisible();
  await reviews.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'All' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await reviews.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Most helpful' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?reviewSort=helpful$`));
  await expect(reviews.getByRole('article').first()).toHaveAccessibleName('Review by Hannah B.');
  await expect(reviews.getByRole('article').nth(1)).toHaveAccessibleName('Review by منى س.');

  // Six reviews make two pages of five: the pager's next page is a link to the rest.
  const tour = await tourToReview(api);
  await reviewsUpTo(playwright, baseURL!, tour.id, 6);
  await page.goto(tour.path);
  await expect(reviews.getByRole('article')).toHaveCount(5);
  const firstPage = await reviews.getByRole('article').allTextContents();
  await reviews.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(new RegExp(`${tour.path}\\?reviewPage=2#reviews$`));
  await expect(reviews.getByRole('article')).toHaveCount(1);
  expect(firstPage).not.toContain(await reviews.getByRole('article').textContent());
});

test('the search by dates and party submits and shows what fits', async ({ page }) => {
  const from = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await page.goto('/events');
  const form = page.getByRole('search', { name: 'Search by dates and travellers' });
  await form.getByLabel('Where').selectOption('Luxor');
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('Adults').fill('2');
  await form.getByRole('button', { name: 'Find what we can book' }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?where=Luxor&from=${from}&to=&adults=2&`));
  // The API takes the fields the form sent, less the one left empty ("to": 30 days after "from").
  const query = [...new URL(page.url()).searchParams].filter(([, value]) => value !== '');
  const answer = await page.request.get(`/api/search?${new URLSearchParams(query).toString()}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { total } = (await answer.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: new RegExp(` of ${total} experiences you can book$`) })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('article')
      .first()
      .getByRole('link', { name: /Choose this date/ }),
  ).toHaveAttribute('href', /^\/(event|tours)details\/\d+\?date=[\d-]+&time=\d\d%3A\d\d&tickets=/);
});

test('the ♥ needs the page’s code: without it, it stays disabled with its hint, and the card still works', async ({
  page,
}) => {
  await page.goto('/events?map=off');
  const card = page.getByRole('main').getByRole('article').first();
  const heart = card.getByRole('button', { name: /^Save to wishlist: / });
  await expect(heart).toBeDisabled();
  await expect(heart).toHaveAttribute('title', 'One moment');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const link = card.locator('a[href*="details/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
