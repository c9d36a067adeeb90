// Once an event has started (by the browser's clock), its details page and its checkout say so instead of offering to book.
import { test, expect, signInViaApi, signUpViaApi } from '../../support/fixtures';

const PAST = 'This event has already taken place';

test('after the start: the ticket card and the checkout say "This event has already taken place", with no way to book', async ({ page, api }) => {
  const response = await api.get('/api/events/1');
  expect(response.ok()).toBe(true);
  const { startsAt, name } = (await response.json()) as { startsAt: string; name: string };
  await page.clock.setFixedTime(new Date(Date.parse(startsAt) + 3_600_000));

  await page.goto('/eventdetails/0');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByText(PAST)).toBeVisible();
  await expect(tickets.getByRole('link', { name: 'Booking Now' })).toHaveCount(0);

  const user = await signUpViaApi(api);
  await signInViaApi(page, user);
  await page.goto('/payment/0');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(PAST);
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toHaveCount(0);
});

test('before the start the same event can be booked from its details page', async ({ page }) => {
  await page.goto('/eventdetails/0');
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByRole('link', { name: 'Booking Now' })).toHaveAttribute('href', '/payment/0');
  await expect(tickets.getByText(PAST)).toHaveCount(0);
});
