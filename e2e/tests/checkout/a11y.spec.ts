// axe at 480, 768 and 1280 px on every checkout screen: payment (with errors), failure, success, My bookings and its dialog.
import { test, expect, checkA11y, atWidths, signInViaApi } from '../../support/fixtures';
import { bookViaApi, bookableEvent, payWith } from './checkoutHelpers';

test('payment page, CVC errors and the failure screen are axe clean at every width', async ({ page, api, signUp, consoleErrors }) => {
  consoleErrors.allow(/status of 402/); // the declining card, on purpose
  const event = await bookableEvent(api, 3);
  await signInViaApi(page, await signUp());
  await atWidths(page, async () => {
    await page.goto(`/payment/${event.id - 1}`);
    await expect(page.getByRole('button', { name: 'Proceed to payment' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Proceed to payment' }).click();
    await expect(page.getByText('Enter the 3 or 4 digit security code')).toBeVisible();
    await checkA11y(page);
    await payWith(page, 'Mastercard');
    await expect(page.getByRole('heading', { name: 'Your payment failed' })).toBeVisible();
    await checkA11y(page);
  });
});

test('the success screen is axe clean at every width (clock paused before the redirect)', async ({ page, signUp }) => {
  await signInViaApi(page, await signUp());
  await page.clock.install();
  await atWidths(page, async () => {
    await page.goto('/success');
    await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    await checkA11y(page);
    await page.clock.runFor(3_000);
    await expect(page).toHaveURL(/\/tours$/);
  });
});

test('My bookings and its cancel dialog are axe clean at every width', async ({ page, api, signUp }) => {
  const event = await bookableEvent(api, 4);
  await signInViaApi(page, await signUp());
  await page.goto('/home');
  await bookViaApi(page, event.id, 1);
  await atWidths(page, async () => {
    await page.goto('/bookings');
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
  });
});
