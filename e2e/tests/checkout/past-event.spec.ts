// Once an event has started (by the browser's clock), its details page and its checkout say so instead of offering to
// book.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, signInViaApi, signUpViaApi } from '../../support/fixtures';
import { chooseFirstSession } from './checkoutHelpers';

const PAST = 'This event has already taken place';

/** The first listed event (one dated session) that can still be booked. */
async function firstEvent(api: APIRequestContext) {
  const response = await api.get('/api/events?pageSize=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as {
    items: { id: number; kind: string; available: boolean; startsAt: string; name: string }[];
  };
  const event = items.find((e) => e.kind === 'event' && e.available);
  if (!event) throw new Error('the seed has no bookable event');
  return event;
}

test('after the start: the ticket card and the checkout say "This event has already taken place", with no way to book', async ({
  page,
  api,
}) => {
  const { id, startsAt, name } = await firstEvent(api);
  await page.clock.setFixedTime(new Date(Date.parse(startsAt) + 3_600_000));

  await page.goto(`/eventdetails/${id - 1}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await expect(tickets.getByText(PAST)).toBeVisible();
  await expect(tickets.getByRole('link', { name: 'Booking Now' })).toHaveCount(0);

  const user = await signUpViaApi(api);
  await signInViaApi(page, user);
  await page.goto(`/payment/${id - 1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(PAST);
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toHaveCount(0);
});

test('before the start the same event can be booked from its details page', async ({ page, api }) => {
  const { id } = await firstEvent(api);
  await page.goto(`/eventdetails/${id - 1}`);
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await chooseFirstSession(tickets, { preselected: true });
  await expect(tickets.getByRole('link', { name: 'Booking Now' })).toHaveAttribute(
    'href',
    new RegExp(`^/payment/${id - 1}\\?session=\\d+&tickets=\\d+x1$`),
  );
  await expect(tickets.getByText(PAST)).toHaveCount(0);
});
