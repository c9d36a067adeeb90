// My bookings: the booking is listed; cancelling asks first, shows it cancelled, and returns the tickets.
import { test, expect, signInViaApi } from '../../support/fixtures';
import { bookViaApi, bookableEvent, ticketsLeft } from './checkoutHelpers';

test('My bookings lists the booking; cancel asks, then returns the tickets', async ({ page, api, signUp }) => {
  const event = await bookableEvent(api, 2);
  const before = await ticketsLeft(api, event.id);
  await signInViaApi(page, await signUp());
  await page.goto('/home');
  const booking = await bookViaApi(page, event.id, 3);
  expect(await ticketsLeft(api, event.id)).toBe(before - 3);

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  const row = page.getByRole('article').filter({ hasText: booking.reference });
  await expect(row.getByRole('link', { name: event.name })).toHaveAttribute('href', `/eventdetails/${event.id - 1}`);
  await expect(row.getByText('Confirmed')).toBeVisible();

  await row.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: 'Cancel booking' })).toBeFocused();
  expect(await ticketsLeft(api, event.id)).toBe(before - 3);

  await row.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Cancelled')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  expect(await ticketsLeft(api, event.id)).toBe(before);

  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: booking.reference }).getByText('Cancelled')).toBeVisible();
});

test('a new traveller sees the empty state with a way to the events', async ({ page, signUp }) => {
  await signInViaApi(page, await signUp());
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse the events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});
