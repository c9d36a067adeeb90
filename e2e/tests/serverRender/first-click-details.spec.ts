// A details page's booking controls work from the first paint: on the slow-phone profile, a click made within 100 ms
// of the first paint (long before the page's code is live) takes effect, and with JavaScript off the same links and
// form work. The calendar's days and times are links (?date=&time=), the ticket steppers a GET form, "Book this tour"
// a link once the choice is whole. The reviews' language filter and sort are links too; "Helpful" and "Report" need the
// page's code: until it is live they are drawn disabled with the hint "One moment", so a tap is never silently lost.
import type { Locator, Page } from '@playwright/test';
import { documentStillMarked, markDocument, signInViaApi, test, expect } from '../../support/fixtures';
import { emulateSlowPhone, isLive, openToFirstPaint } from '../../support/slowPhone';
import { reviewedTour } from '../reviews/reviewedTour';

const TOUR = '/toursdetails/0';

const times = (page: Page) => page.getByRole('radiogroup', { name: 'Time' });
/** A day of the calendar that can be picked and is not the chosen one. */
const otherDay = (page: Page) => page.getByRole('grid').locator('a:not([aria-current])').first();

/** A day, and a time of it, as the server's HTML links them. */
async function dayAndTime(page: Page): Promise<{ date: string; time: string }> {
  const html = await (await page.request.get(TOUR)).text();
  const [, date, time] = /href="\?date=([\d-]+)&amp;time=(\d\d)%3A(\d\d)"/.exec(html) ?? [];
  expect(date, 'the server linked a time').toBeDefined();
  const minutes = /href="\?date=[\d-]+&amp;time=\d\d%3A(\d\d)"/.exec(html)![1];
  return { date: date!, time: `${time}:${minutes}` };
}

test.describe('on a slow phone, before the code is live', () => {
  test.beforeEach(async ({ page }) => emulateSlowPhone(page));

  test('a day clicked at the first paint shows its times', async ({ page }) => {
    await openToFirstPaint(page, TOUR);
    const day = otherDay(page);
    const href = await day.getAttribute('href');
    expect(href).toMatch(/^\?date=\d{4}-\d{2}-\d{2}$/);
    const liveAtClick = await isLive(page);
    await day.click();
    expect(liveAtClick, 'the click came before the code was live').toBe(false);
    await expect(page).toHaveURL(new RegExp(`${TOUR}\\${href}$`));
    await expect(page.getByRole('grid').locator(`a[aria-current="date"][href="${href}"]`)).toBeVisible();
    await expect(times(page).getByRole('radio').first()).toBeVisible();
  });

  test('a time clicked at the first paint is chosen', async ({ page }) => {
    const { date } = await dayAndTime(page);
    await openToFirstPaint(page, `${TOUR}?date=${date}`);
    const time = times(page).locator('a[href*="time="]').first();
    const liveAtClick = await isLive(page);
    await time.click();
    test.info().annotations.push({ type: 'live at the click', description: String(liveAtClick) });
    await expect(page).toHaveURL(new RegExp(`\\?date=${date}&time=\\d\\d%3A\\d\\d$`));
    await expect(times(page).getByRole('radio', { checked: true })).toBeVisible();
  });

  test('a ticket added at the first paint counts, and Book this tour then carries the choice', async ({ page }) => {
    // Two whole page loads on slow 4G: the stepper's form, then the link to the sign-in page.
    test.setTimeout(90_000);
    const navigation = { timeout: 20_000 };
    const { date, time } = await dayAndTime(page);
    await openToFirstPaint(page, `${TOUR}?date=${date}&time=${time}`);
    const add = page.getByRole('button', { name: /^Add one / }).first();
    const liveAtClick = await isLive(page);
    await add.click(navigation);
    test.info().annotations.push({ type: 'live at the click', description: String(liveAtClick) });
    await expect(page.getByRole('status', { name: / tickets$/ }).first()).toHaveText('1');
    const book = page.getByRole('link', { name: 'Book this tour' });
    await expect(book).toHaveAttribute('href', /^\/payment\/0\?session=\d+&tickets=\d+x1$/);
    await book.click(navigation);
    await expect(page).toHaveURL(/\/signin\?next=%2Fpayment%2F0%3Fsession%3D\d+%26tickets%3D\d+x1$/, navigation);
  });
});

// A page loaded anew after a click made before the code was live takes seconds on the slow phone.
const SETTLE = { timeout: 20_000 };

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Reviews' });
/** The language of each review shown (its text carries its own lang). */
const shownLanguages = (reviews: Locator) =>
  reviews
    .getByRole('article')
    .locator('p[lang]')
    .evaluateAll((texts) => texts.map((p) => p.getAttribute('lang')));

/**
 * Taps `control` the moment it shows, as a finger does (no waiting for it to be enabled), and returns what the
 * traveller saw at that moment: whether the page was live, and whether the control was disabled with its hint.
 */
async function tapAtFirstPaint(page: Page, control: Locator) {
  await control.waitFor({ state: 'visible', timeout: 15_000 });
  const seen = await control.evaluate((button: HTMLButtonElement) => ({
    live: document.documentElement.dataset.live !== undefined,
    disabled: button.disabled,
    hint: button.title,
  }));
  await control.click({ force: true });
  test.info().annotations.push({ type: 'live at the tap', description: String(seen.live) });
  // Not live yet, the control said so: drawn disabled with "One moment".
  if (!seen.live) expect(seen).toEqual({ live: false, disabled: true, hint: 'One moment' });
  if (seen.disabled) expect(seen.hint).toBe('One moment');
  return seen;
}

test.describe('the reviews on a slow phone, at the first paint', () => {
  test.beforeEach(async ({ page }) => emulateSlowPhone(page));

  test('the language filter shows the Arabic reviews only', async ({ page, api }) => {
    const { path } = await reviewedTour(api);
    await openToFirstPaint(page, path);
    const reviews = reviewsOf(page);
    const arabic = reviews.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' });
    await arabic.waitFor({ state: 'visible', timeout: 15_000 });
    test.info().annotations.push({ type: 'live at the click', description: String(await isLive(page)) });
    await arabic.click(SETTLE);
    await expect(page).toHaveURL(new RegExp(`${path}\\?reviewLanguage=ar$`), SETTLE);
    await expect(arabic).toHaveAttribute('aria-current', 'true', SETTLE);
    await expect(reviews.getByRole('article', { name: 'Review by منى س.' })).toBeVisible(SETTLE);
    await expect.poll(() => shownLanguages(reviews), SETTLE).toEqual(['ar']);
  });

  test('"Most helpful" puts the most helpful review first', async ({ page, api }) => {
    const { path } = await reviewedTour(api);
    await openToFirstPaint(page, path);
    const reviews = reviewsOf(page);
    const helpful = reviews.getByRole('navigation', { name: 'Sort by' }).getByRole('link', { name: 'Most helpful' });
    await helpful.waitFor({ state: 'visible', timeout: 15_000 });
    test.info().annotations.push({ type: 'live at the click', description: String(await isLive(page)) });
    await helpful.click(SETTLE);
    await expect(page).toHaveURL(new RegExp(`${path}\\?reviewSort=helpful$`), SETTLE);
    await expect(helpful).toHaveAttribute('aria-current', 'true', SETTLE);
    // Hannah's 6 votes, then Mona's 3.
    await expect(reviews.getByRole('article').first()).toHaveAccessibleName('Review by Hannah B.', SETTLE);
    await expect(reviews.getByRole('article').nth(1)).toHaveAccessibleName('Review by منى س.');
  });

  test('"Helpful" tapped at the first paint counts one vote, and "Report" sends a report', async ({
    page,
    api,
    signUp,
  }) => {
    test.setTimeout(90_000);
    const { path } = await reviewedTour(api);
    await signInViaApi(page, await signUp({ fullName: 'Karim Basalt' }));
    await openToFirstPaint(page, path);
    const review = reviewsOf(page).getByRole('article', { name: 'Review by Daniel O.' });
    const helpful = review.getByRole('button', { name: 'Helpful', exact: true });
    // "N travellers found this helpful", empty while none has.
    const votes = async () =>
      Number(/^\d+/.exec((await review.locator('[aria-live="polite"]').textContent()) ?? '')?.[0] ?? 0);
    await helpful.waitFor({ state: 'visible', timeout: 15_000 });
    const before = await votes();
    await tapAtFirstPaint(page, helpful);
    // Tapped while it said "One moment", it did nothing, and the traveller taps again once it works; tapped again after
    // the vote counted, it only says so. Either way the vote counts once.
    await helpful.click(SETTLE);
    await expect(helpful).toHaveAttribute('aria-pressed', 'true', SETTLE);
    await expect.poll(votes).toBe(before + 1);

    await openToFirstPaint(page, path);
    const report = review.getByRole('button', { name: 'Report', exact: true });
    const seen = await tapAtFirstPaint(page, report);
    await expect(report).toBeEnabled(SETTLE);
    // A tap on the live button opened the form; a tap while it was disabled is made again now it works.
    if ((await report.getAttribute('aria-expanded')) !== 'true') {
      expect(seen.disabled, 'a tap on an enabled "Report" opened its form').toBe(true);
      await report.click();
    }
    await review.getByLabel('Why are you reporting this review?').fill('It names a guide who was not there.');
    await review.getByRole('button', { name: 'Send report' }).click();
    await expect(review.getByRole('status')).toHaveText('Thank you. Our team will look at this review.');
  });
});

test('once the code is live, the same links choose in place: no reload, the focus stays, Back leaves the page', async ({
  page,
}) => {
  await page.goto('/home');
  await page.goto(TOUR);
  await markDocument(page);
  const day = otherDay(page);
  const href = await day.getAttribute('href');
  await day.click();
  await expect(page).toHaveURL(new RegExp(`${TOUR}\\${href}$`));
  const chosen = page.getByRole('grid').locator(`a[aria-current="date"][href="${href}"]`);
  await expect(chosen).toBeFocused();
  await times(page).locator('a').first().click();
  await expect(page).toHaveURL(/\?date=[\d-]+&time=\d\d%3A\d\d$/);
  await expect(times(page).getByRole('radio', { checked: true })).toBeFocused();
  expect(await documentStillMarked(page)).toBe(true);
  // The address was replaced, not pushed: Back goes to the page before.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a day, a time and tickets are chosen by links and the form, and Book this tour carries them', async ({
    page,
  }) => {
    await page.goto(TOUR);
    const day = otherDay(page);
    const href = await day.getAttribute('href');
    await day.click();
    await expect(page).toHaveURL(new RegExp(`${TOUR}\\${href}$`));
    await times(page).locator('a[href*="time="]').first().click();
    await expect(page).toHaveURL(/\?date=[\d-]+&time=\d\d%3A\d\d$/);
    await expect(times(page).getByRole('radio', { checked: true })).toBeVisible();
    await page
      .getByRole('button', { name: /^Add one / })
      .first()
      .click();
    await expect(page).toHaveURL(/\?date=[\d-]+&time=\d\d%3A\d\d&tickets=\d+x1$/);
    await page
      .getByRole('button', { name: /^Add one / })
      .first()
      .click();
    await expect(page).toHaveURL(/&tickets=\d+x2$/);
    await expect(page.getByRole('link', { name: 'Book this tour' })).toHaveAttribute(
      'href',
      /^\/payment\/0\?session=\d+&tickets=\d+x2$/,
    );
    // The price of the choice came with the page.
    await expect(page.getByRole('region', { name: 'Your price' })).toBeVisible();
  });

  test("the calendar's next month is a link to the page opening on it", async ({ page }) => {
    await page.goto(TOUR);
    const shown = await page.getByRole('grid').getAttribute('aria-label');
    await page.getByRole('link', { name: 'Go to the Next Month' }).click();
    await expect(page).toHaveURL(/\?month=\d{4}-\d{2}$/);
    await expect(page.getByRole('grid')).not.toHaveAttribute('aria-label', shown!);
    await expect(page.getByRole('grid').locator('a').first()).toHaveAttribute('href', /^\?date=/);
  });
});
