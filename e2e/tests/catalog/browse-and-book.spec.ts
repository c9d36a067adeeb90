// The catalog as a new visitor uses it: search → page 2 → details → Booking Now → sign-in, at 480, 768 and 1280 px, axe
// clean.
import { test, expect, checkA11y, WIDTHS } from '../../support/fixtures';
import { chooseFirstSession } from '../checkout/checkoutHelpers';

for (const width of WIDTHS) {
  test(`search, page 2, details and Booking Now lead to sign-in at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible();
    await expect(page.getByText('You can search the events using the filters bellow.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Events Map' })).toHaveAttribute('aria-checked', 'true');

    const search = page.getByRole('search', { name: 'Search events' });
    await search.getByPlaceholder('search keywords').fill('the');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/events\?q=the&map=off$/);
    await expect(page.getByText(/^Showing 1–6 of \d+ events$/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(6);
    await checkA11y(page);

    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Showing 7–12 of \d+ events$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /^Page 2 of/ })).toHaveAttribute('aria-current', 'page');

    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link', { name: /learn more/ }).click();
    await expect(page).toHaveURL(/\/eventdetails\/\d+$/);
    const eventId = page.url().split('/').pop();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Trusted Partner')).toBeVisible();
    await checkA11y(page);

    await page.goBack();
    await expect(page.getByText(/^Showing 7–12 of \d+ events$/)).toBeVisible();
    await page.goForward();

    const { kind } = (await (await page.request.get(`/api/events/${Number(eventId) + 1}`)).json()) as { kind: string };
    await chooseFirstSession(page.getByRole('region', { name: 'Tickets' }), { preselected: kind === 'event' });
    await page.getByRole('link', { name: 'Booking Now' }).click();
    // The sign-in detour keeps the chosen session and ticket.
    await expect(page).toHaveURL(
      new RegExp(`/signin\\?next=${encodeURIComponent(`/payment/${eventId}?session=`)}\\d+`),
    );
  });
}

test('filters live in the URL: By Name, By Location with one governorate, and Back', async ({ page }) => {
  await page.goto('/events?map=off');
  await page.getByRole('button', { name: 'By Name' }).click();
  await expect(page).toHaveURL(/sort=name/);
  await expect(page.getByRole('button', { name: 'By Name' })).toHaveAttribute('aria-pressed', 'true');
  const names = await page.getByRole('article').getByRole('heading').allTextContents();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  await page.getByRole('button', { name: 'By Location' }).click();
  await page.getByRole('combobox', { name: 'Governorate' }).selectOption('Aswan');
  await expect(page).toHaveURL(/sort=location&location=Aswan/);
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const place of await page.getByRole('article').locator('p', { hasText: 'Location:' }).allTextContents()) {
    expect(place).toContain('Aswan');
  }
  await checkA11y(page);
  await page.goBack();
  await expect(page).toHaveURL(/sort=location$|sort=location&map=off$/);
});

test('an event with no tickets left says Not Available! and cannot be booked; an unknown id is not found', async ({
  page,
  api,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 404/); // the unknown id's GET /api/events/10000 answers 404 on purpose
  const all = await (await api.get('/api/events?pageSize=50')).json();
  const soldOut = all.items.find((e: { ticketsCount: number }) => e.ticketsCount === 0);
  expect(soldOut, 'the seed keeps a sold-out event').toBeTruthy();
  await page.goto(`/eventdetails/${soldOut.id - 1}`);
  await expect(page.getByText('Not Available!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Booking Now' })).toBeDisabled();

  await page.goto('/eventdetails/9999');
  await expect(page.getByRole('heading', { name: 'We could not find that event.' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('tours: stats, three cards per page, the slider turns, view opens the tour with its guide card', async ({
  page,
}) => {
  await page.goto('/tours');
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our Tours' })).toBeVisible();
  await expect(page.getByText('221,212')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  const card = page.getByRole('article').first();
  const photo = card.getByRole('img', { name: /photo 1 of 3/ });
  const before = await photo.getAttribute('src');
  await card.getByRole('button', { name: /^Next photo of/ }).press('Enter');
  await expect(card.getByRole('img', { name: /photo 2 of 3/ })).not.toHaveAttribute('src', before!);
  await checkA11y(page);
  await card.getByRole('link', { name: /^view / }).click();
  await expect(page).toHaveURL(/\/toursdetails\/\d+$/);
  await expect(page.getByText('English and Spanish')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'TOUR INFO' })).toBeVisible();
  await checkA11y(page);
});
