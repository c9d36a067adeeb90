// A details page's booking controls work from the first paint: on the slow-phone profile, a click made within 100 ms
// of the first paint (long before the page's code is live) takes effect, and with JavaScript off the same links and
// form work. The calendar's days and times are links (?date=&time=), the ticket steppers a GET form, "Book this tour"
// a link once the choice is whole.
import type { Page } from '@playwright/test';
import { documentStillMarked, markDocument, test, expect } from '../../support/fixtures';
import { emulateSlowPhone, isLive, openToFirstPaint } from '../../support/slowPhone';

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
