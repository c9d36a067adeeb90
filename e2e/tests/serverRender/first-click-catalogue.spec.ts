// The catalogue's controls work from the first paint (issue 38): on the slow-phone profile, each is used as soon as it
// shows, whether or not the page's code is live yet, and its action takes effect. Before the code starts, a control
// is a link or a GET form the browser follows (the server renders the new state); after, the same control acts in
// place. Which of the two happened is recorded on the test (isLive); the point is that it works either way.
// The same controls with JavaScript off are at the end. The ♥ needs the page's code (a device's list): until the page
// is live it is drawn disabled with the hint "One moment", so a tap on it then is never silently lost.
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from '../../support/fixtures';
import { guardPage, stubMapTiles, type ConsoleErrors } from '../../support/consoleGuard';
import { emulateSlowPhone, isLive, openToFirstPaint } from '../../support/slowPhone';

// A slow phone's page may take seconds to load anew after a click made before its code was live.
const SETTLE = { timeout: 20_000 };

/**
 * A page on the slow-phone profile (not the fixtures' page, which waits for every page to be live after goto), guarded
 * against console and hydration errors like the fixtures' page.
 */
async function slowPage(browser: Browser, consoleErrors: ConsoleErrors): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  guardPage(page, consoleErrors);
  await stubMapTiles(page);
  await emulateSlowPhone(page);
  return page;
}

/** Opens `path`, then acts on the control as soon as it shows (well within 100 ms of the first paint when it is there). */
async function atFirstPaint(page: Page, path: string, control: (page: Page) => Locator): Promise<Locator> {
  await openToFirstPaint(page, path);
  const target = control(page);
  // On a busy machine the first paint may come before the part with the control: act the moment it shows.
  await target.waitFor({ state: 'visible', timeout: 15_000 });
  test.info().annotations.push({ type: 'live at the click', description: String(await isLive(page)) });
  return target;
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const westernDigits = (text: string) => text.replace(/[٠-٩]/g, (digit) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(digit)));

/** The number of experiences the search API finds for the page's search (its address's query). */
async function searchTotal(page: Page): Promise<number> {
  const answer = await page.request.get(`/api/search${new URL(page.url()).search}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();

// Each test opens its own page on the slow profile: two at a time keep the file's run short.
test.describe.configure({ mode: 'parallel' });

test.describe('on a slow phone, at the first paint', () => {
  test.afterEach(async ({ consoleErrors }) => {
    await consoleErrors.settled();
    expect(consoleErrors.unexpected()).toEqual([]);
  });

  test('العربية opens the Arabic page', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const arabic = await atFirstPaint(page, '/events?map=off', (p) =>
      p.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }),
    );
    await arabic.click();
    await expect(page).toHaveURL(/\/ar\/events\?map=off$/, SETTLE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar', SETTLE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تعرّف على فعالياتنا', SETTLE);
  });

  test('the currency select shows prices in euros', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const currency = await atFirstPaint(page, '/tours', (p) =>
      p.getByRole('banner').getByRole('combobox', { name: 'Currency' }),
    );
    await currency.selectOption('EUR');
    await expect(page.getByRole('main').getByText(/€/).first()).toBeVisible(SETTLE);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  });

  test('"Events Map" off shows the cards', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const map = await atFirstPaint(page, '/events', (p) => p.getByRole('switch', { name: 'Events Map' }));
    await map.click();
    await expect(page).toHaveURL(/\/events\?map=off$/, SETTLE);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6, SETTLE);
    await expect(page.getByRole('switch', { name: 'Events Map' })).toHaveAttribute('aria-checked', 'false');
  });

  test('"Locations" turns the list of locations on', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const locations = await atFirstPaint(page, '/events', (p) => p.getByRole('switch', { name: 'Locations' }));
    await locations.click();
    await expect(page).toHaveURL(/\/events\?locations=on$/, SETTLE);
    await expect(page.getByRole('switch', { name: 'Locations' })).toHaveAttribute('aria-checked', 'true', SETTLE);
    await expect(page.getByRole('navigation', { name: 'Locations' })).toBeVisible();
  });

  test('the pager’s next page shows other cards', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const next = await atFirstPaint(page, '/events?map=off', (p) => p.getByRole('link', { name: 'Next page' }));
    const before = await cardTitles(page);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2\b/, SETTLE);
    await expect(page.getByRole('link', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page', SETTLE);
    await expect.poll(() => cardTitles(page), SETTLE).not.toEqual(before);
  });

  test('By Name sorts the cards', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const byName = await atFirstPaint(page, '/events?map=off', (p) => p.getByRole('button', { name: 'By Name' }));
    await byName.click();
    await expect(page).toHaveURL(/[?&]sort=name\b/, SETTLE);
    await expect(page.getByRole('button', { name: 'By Name' })).toHaveAttribute('aria-pressed', 'true', SETTLE);
    await expect
      .poll(async () => {
        const titles = await cardTitles(page);
        return titles.length === 6 && titles.join('|') === [...titles].sort((a, b) => a.localeCompare(b)).join('|');
      }, SETTLE)
      .toBe(true);
  });

  test('a search finds its events', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const search = await atFirstPaint(page, '/events', (p) => p.getByRole('search', { name: 'Search events' }));
    await search.getByRole('searchbox').fill('balloon');
    // Before the page is live the click loads the page anew, which the click waits to start on a slow network.
    await search.getByRole('button', { name: 'Search' }).click(SETTLE);
    await expect(page).toHaveURL(/[?&]q=balloon\b/, SETTLE);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/balloon/i, SETTLE);
  });

  test('keywords typed before the page is live are kept when it goes live', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const search = await atFirstPaint(page, '/events', (p) => p.getByRole('search', { name: 'Search events' }));
    const typedBeforeLive = !(await isLive(page));
    await search.getByRole('searchbox').fill('felucca');
    await expect(page.locator('html')).toHaveAttribute('data-live', '', SETTLE);
    // Once live, the page renders again (the map's part, the list): the box keeps the text through all of it.
    await page.getByRole('switch', { name: 'Locations' }).hover();
    await expect(search.getByRole('searchbox')).toHaveValue('felucca');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=felucca\b/, SETTLE);
    test.info().annotations.push({ type: 'typed before live', description: String(typedBeforeLive) });
  });

  test('the search by dates and party finds what fits in Luxor', async ({ browser, consoleErrors }) => {
    test.setTimeout(90_000);
    const page = await slowPage(browser, consoleErrors);
    // The dates come from the address (a shared search): picking them on the calendar is search-by-party.spec.ts's.
    const [from, to] = [day(20), day(23)];
    const form = await atFirstPaint(page, `/events?from=${from}&to=${to}`, (p) =>
      p.getByRole('search', { name: 'Search by dates and travellers' }),
    );
    await form.getByLabel('Where').selectOption('Luxor');
    await form.getByRole('button', { name: 'Find what we can book' }).click(SETTLE);
    await expect(page).toHaveURL(new RegExp(`/events\\?where=Luxor&from=${from}&to=${to}&adults=\\d`), SETTLE);
    const total = await searchTotal(page);
    expect(total, 'something fits in Luxor').toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: new RegExp(` of ${total} experiences you can book$`) })).toBeVisible(
      SETTLE,
    );
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('the Arabic search by party, its dates from the address, finds what fits in Luxor', async ({
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const page = await slowPage(browser, consoleErrors);
    const [from, to] = [day(20), day(23)];
    const form = await atFirstPaint(page, `/ar/events?from=${from}&to=${to}`, (p) =>
      p.getByRole('search', { name: 'البحث حسب التواريخ والمسافرين' }),
    );
    await form.getByLabel('إلى أين').selectOption('Luxor');
    await form.getByRole('button', { name: 'اعثر على ما يمكن حجزه' }).click(SETTLE);
    await expect(page).toHaveURL(new RegExp(`/ar/events\\?where=Luxor&from=${from}&to=${to}&adults=\\d`), SETTLE);
    const total = await searchTotal(page);
    const count = page.getByRole('heading', { name: /يمكنك حجزها/ });
    await expect(count).toBeVisible(SETTLE);
    expect(westernDigits((await count.textContent()) ?? '')).toContain(String(total));
    await expect(page.getByRole('search').getByLabel('إلى أين')).toHaveValue('Luxor');
  });

  test('a ♥ tapped at the first paint saves the experience: at once when live, or once it stops saying "One moment"', async ({
    browser,
    consoleErrors,
  }) => {
    const page = await slowPage(browser, consoleErrors);
    const heart = await atFirstPaint(page, '/events?map=off', (p) =>
      p
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Save to wishlist: / }),
    );
    const name = (await heart.getAttribute('aria-label'))!.replace('Save to wishlist: ', '');
    // What the traveller sees at the tap, read in one go; then the tap itself, as a finger does it (no waiting).
    const seen = await heart.evaluate((button: HTMLButtonElement) => ({
      live: document.documentElement.dataset.live !== undefined,
      disabled: button.disabled,
      hint: button.title,
    }));
    await heart.click({ force: true });
    test.info().annotations.push({ type: 'live at the tap', description: String(seen.live) });
    if (!seen.live) expect(seen).toEqual({ live: false, disabled: true, hint: 'One moment' });
    await expect(heart).toBeEnabled(SETTLE);
    await expect(heart).not.toHaveAttribute('title', /./);
    if ((await heart.getAttribute('aria-pressed')) !== 'true') {
      // The tap met the disabled ♥ and its hint; the traveller taps again now it works.
      expect(seen.disabled, 'a tap on a working ♥ saved it').toBe(true);
      await heart.click();
    }
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible(SETTLE);
  });

  test('a tour card’s slider moves to the next photo', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const next = await atFirstPaint(page, '/tours', (p) =>
      p
        .getByRole('article')
        .first()
        .getByRole('button', { name: /^Next photo of/ }),
    );
    // Before the page is live the click loads the page anew, which the click waits to start on a slow network.
    await next.click(SETTLE);
    // In place once live; before, the server answers the page with that photo first, back at the card.
    await expect(page.getByRole('article').first().getByText('2 / 3')).toBeVisible(SETTLE);
  });

  test('a governorate of the map’s list leads to its events', async ({ browser, consoleErrors }) => {
    const page = await slowPage(browser, consoleErrors);
    const luxor = await atFirstPaint(page, '/events', (p) =>
      p.getByRole('navigation', { name: 'Locations' }).getByRole('link', { name: /^Luxor/ }),
    );
    await luxor.click();
    // Before the map's code is there, the link shows Luxor's events; with the map live, the map flies to Luxor. Reaching
    // for the list starts the map's code, so which of the two happens is only known after the click.
    const popup = page.locator('.leaflet-popup');
    await expect.poll(async () => /location=Luxor/.test(page.url()) || (await popup.count()) > 0, SETTLE).toBe(true);
    if (/location=Luxor/.test(page.url())) {
      await expect(page).toHaveURL(/sort=location&location=Luxor&map=off/);
      await expect(page.getByRole('main').getByRole('article').first()).toContainText('Luxor', SETTLE);
    } else await expect(popup).toContainText('Luxor', SETTLE);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/events names its events beside the map, with dates, prices and working links', async ({ page }) => {
    await page.goto('/events');
    const list = page.getByRole('region', { name: 'Events on the map' });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    await expect(list.getByRole('listitem').first()).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    await expect(list.getByRole('listitem').first()).toContainText(/\$/);
    const first = list.getByRole('listitem').first().getByRole('link');
    const href = (await first.getAttribute('href'))!;
    // Each experience links to its one address, for its kind (a tour among the events too).
    expect(href).toMatch(/^\/(eventdetails|toursdetails)\/\d+$/);
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(href)), first.click()]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('the language link, the currency form and the switches', async ({ page }) => {
    await page.goto('/events');
    await page.getByRole('banner').getByRole('link', { name: 'العربية', exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/events$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);

    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.getByRole('banner').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('region', { name: 'Events on the map' })).toContainText('€');

    await page.getByRole('switch', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/events\?locations=on$/);
    await page.getByRole('switch', { name: 'Events Map' }).click();
    await expect(page).toHaveURL(/\/events\?map=off$/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
  });

  test('a tour card’s slider', async ({ page }) => {
    await page.goto('/tours?page=2');
    const card = page.getByRole('article').nth(1);
    await card.getByRole('button', { name: /^Next photo of/ }).click();
    await expect(page).toHaveURL(/\/tours\?page=2&photo=\d+-2#photos-\d+$/);
    await expect(page.getByRole('article').nth(1).getByText('2 / 3')).toBeVisible();
    await expect(page.getByRole('article').first().getByText('1 / 3')).toBeVisible();
  });

  test('the pager, the sort, a facet and the search', async ({ page }) => {
    await page.goto('/events?map=off');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page.getByRole('link', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'By Location' }).click();
    await expect(page).toHaveURL(/[?&]sort=location\b/);
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('Luxor');
    await page.getByRole('main').getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/location=Luxor/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText('Luxor');

    const search = page.getByRole('search', { name: 'Search events' });
    await search.getByRole('searchbox').fill('balloon');
    // Before the page is live the click loads the page anew, which the click waits to start on a slow network.
    await search.getByRole('button', { name: 'Search' }).click(SETTLE);
    await expect(page).toHaveURL(/q=balloon/);
    await expect(page).toHaveURL(/location=Luxor/);
    await expect(cards.first()).toContainText(/balloon/i);
  });
});
