// Paying for real: event → Booking Now → pay → success → /tours after 3 s, tickets taken; the declining card takes
// none.
import { test, expect, signInViaApi } from '../../support/fixtures';
import { bookableEvent, chooseFirstSession, payWith, ticketsLeft } from './checkoutHelpers';

test('sign in → event → Booking Now → pay for 2 → success → /tours after 3 s, and 2 tickets are gone', async ({
  page,
  api,
  signUp,
}) => {
  const event = await bookableEvent(api, 0);
  const before = await ticketsLeft(api, event.id);
  await signInViaApi(page, await signUp());
  // When the page itself arrived at each route (the test's polling may see a route change late on a slow machine).
  await page.addInitScript(() => {
    const arrivals: Record<string, number> = {};
    Object.assign(window, { arrivals });
    navigation.addEventListener('currententrychange', () => (arrivals[location.pathname] ??= performance.now()));
  });

  await page.goto(`/eventdetails/${event.id - 1}`);
  await chooseFirstSession(page.getByRole('region', { name: 'Tickets' }), { preselected: true });
  await page.getByRole('link', { name: 'Booking Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${event.id - 1}\\?session=\\d+&tickets=\\d+x1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeVisible();
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();

  const tickets = page.getByRole('group', { name: 'Tickets' });
  await tickets
    .getByRole('button', { name: /^More .* tickets$/ })
    .first()
    .click();
  await expect(tickets.getByRole('spinbutton').first()).toHaveValue('2');
  await expect(page.getByRole('form', { name: 'Payment' })).toContainText('2 tickets');
  await payWith(page, 'Visa', '4321');

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
  await expect(page.getByText(/^KMT-/)).toBeVisible();
  await expect(page.getByText(event.name)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to tours now' })).toBeVisible();

  await expect(page).toHaveURL(/\/tours$/, { timeout: 10_000 });
  const arrivals = await page.evaluate(() => (window as unknown as { arrivals: Record<string, number> }).arrivals);
  expect(arrivals['/tours']! - arrivals['/success']!, 'the success screen stays 3 s').toBeGreaterThanOrEqual(2_950);
  expect(await ticketsLeft(api, event.id)).toBe(before - 2);
});

test('the declining test card shows the failure screen and books nothing; the held place waits for a retry', async ({
  page,
  api,
  signUp,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 402/); // the declined POST /api/bookings answers 402 on purpose
  const event = await bookableEvent(api, 1);
  const before = await ticketsLeft(api, event.id);
  await signInViaApi(page, await signUp());

  await page.goto(`/payment/${event.id - 1}`);
  await expect(page.getByRole('radio', { name: /Mastercard.*0002.*test card that is always declined/ })).toBeVisible();
  await payWith(page, 'Mastercard', '999');

  await expect(page.getByRole('heading', { name: 'Your payment failed' })).toBeVisible();
  await expect(page.getByText('Pay with another card now, or contact support')).toBeVisible();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the event' })).toHaveAttribute(
    'href',
    `/eventdetails/${event.id - 1}`,
  );
  // Nothing is booked; the hold keeps its one place while the traveller may try another card.
  const mine = (await (await page.request.get('/api/bookings')).json()) as { items: { status: string }[] };
  expect(mine.items.filter((b) => b.status === 'confirmed')).toHaveLength(0);
  expect(await ticketsLeft(api, event.id)).toBe(before - 1);

  // Try again with the good card: the form comes back and the booking takes that same one place.
  await page.getByRole('button', { name: 'Try again' }).click();
  await payWith(page, 'Visa', '123');
  await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
  expect(await ticketsLeft(api, event.id)).toBe(before - 1);
});

test('leaving after a declined card gives the held place back at once', async ({
  page,
  api,
  signUp,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 402/); // the declined POST /api/bookings answers 402 on purpose
  const event = await bookableEvent(api, 6);
  const before = await ticketsLeft(api, event.id);
  await signInViaApi(page, await signUp());

  await page.goto(`/payment/${event.id - 1}`);
  await payWith(page, 'Mastercard', '999');
  await expect(page.getByRole('heading', { name: 'Your payment failed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the event' }).click();
  await expect(page).toHaveURL(new RegExp(`/eventdetails/${event.id - 1}`));
  await expect.poll(() => ticketsLeft(api, event.id)).toBe(before);
});

test('a sold-out event says Not Available! and offers no way to pay', async ({ page, api, signUp }) => {
  const { items } = (await (await api.get('/api/events?pageSize=50')).json()) as {
    items: { id: number; ticketsCount: number }[];
  };
  const soldOut = items.find((e) => e.ticketsCount === 0);
  expect(soldOut, 'the seed keeps a sold-out event').toBeTruthy();
  await signInViaApi(page, await signUp());
  await page.goto(`/payment/${soldOut!.id - 1}`);
  await expect(page.getByText('Not Available!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toHaveCount(0);
});
