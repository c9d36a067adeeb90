// The page's one query cache: the server rendered the details page with the experience and handed it over with the
// HTML, checkout shows it without asking the API again, and a booking makes the catalogue load it again (tickets left).
import type { Page } from '@playwright/test';
import { test, expect, documentStillMarked, markDocument, signInViaApi } from '../../support/fixtures';
import { bookableEvent, chooseFirstSession, payWith } from './checkoutHelpers';

/** Counts the page's requests for one path, whichever app makes them. */
function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

test('details → payment never asks for the experience the server rendered; after a booking the details show the new tickets left', async ({
  page,
  api,
  signUp,
}) => {
  const event = await bookableEvent(api, 5);
  await signInViaApi(page, await signUp());
  const experienceRequests = countRequests(page, `/api/events/${event.id}`);

  await page.goto(`/eventdetails/${event.id - 1}`);
  await expect(page.getByText(`Available: ${event.ticketsCount} tickets left`)).toBeVisible();
  await markDocument(page);
  await chooseFirstSession(page.getByRole('region', { name: 'Tickets' }), { preselected: true });
  await page.getByRole('link', { name: 'Booking Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${event.id - 1}\\?session=`));
  await expect(page.getByRole('heading', { name: event.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toBeVisible();
  expect(await documentStillMarked(page)).toBe(true);
  expect(experienceRequests.count).toBe(0);

  const tickets = page.getByRole('group', { name: 'Tickets' });
  await tickets
    .getByRole('button', { name: /^More .* tickets$/ })
    .first()
    .click();
  await expect(page.getByRole('form', { name: 'Payment' })).toContainText('2 tickets');
  await payWith(page, 'Visa');
  await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/payment/${event.id - 1}\\?session=`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/eventdetails/${event.id - 1}(\\?|$)`));
  await expect(page.getByText(`Available: ${event.ticketsCount - 2} tickets left`)).toBeVisible();
  expect(await documentStillMarked(page)).toBe(true);
  expect(experienceRequests.count).toBeGreaterThan(0);
});
