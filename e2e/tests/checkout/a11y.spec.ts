// axe at the phone and desktop layouts (480 and 1280 px) on every checkout screen: payment (with errors), failure,
// success, My bookings and its dialog.
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, signInViaApi, A11Y_WIDTHS } from '../../support/fixtures';
import { bookViaApi, bookableEvent, payWith } from './checkoutHelpers';

/**
 * Runs `work` while the page's paused clock moves on in 10 ms steps, at most `limitMs` in all, so the work's own timers
 * still fire.
 */
async function withClockSteps(page: Page, limitMs: number, work: () => Promise<unknown>): Promise<void> {
  let done = false;
  const running = work().finally(() => (done = true));
  for (let advanced = 0; !done && advanced < limitMs; advanced += 10)
    await page.clock.runFor(10).catch(() => undefined);
  await running;
}

for (const width of A11Y_WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('payment page, CVC errors and the failure screen are axe clean', async ({
      page,
      api,
      signUp,
      consoleErrors,
    }) => {
      consoleErrors.allow(/status of 402/); // the declining card, on purpose
      const event = await bookableEvent(api, 3);
      await signInViaApi(page, await signUp());
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

    test('the success screen is axe clean before its redirect', async ({ page, signUp }) => {
      await signInViaApi(page, await signUp());
      // The page's clock only moves in steps. The server's HTML already holds the screen, and the page's code starts
      // after the document is parsed, so the 3 s redirect cannot start before DOMContentLoaded, nor fire during axe's
      // 1.5 s however slow the machine.
      const now = Date.now();
      await page.clock.install({ time: now });
      await page.clock.pauseAt(now + 60_000);
      await withClockSteps(page, 60_000, () => page.goto('/success', { waitUntil: 'domcontentloaded' }));
      await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();
      await withClockSteps(page, 1_500, () => checkA11y(page));
      await expect(page).toHaveURL(/\/success$/);
      await withClockSteps(page, 60_000, () => expect(page).toHaveURL(/\/tours$/, { timeout: 30_000 }));
    });

    test('My bookings and its cancel dialog are axe clean', async ({ page, api, signUp }) => {
      const event = await bookableEvent(api, 4);
      await signInViaApi(page, await signUp());
      await page.goto('/home');
      await bookViaApi(page, event.id, 1);
      await page.goto('/bookings');
      await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
      await checkA11y(page);
      await page.getByRole('button', { name: 'Cancel booking' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
      await checkA11y(page);
    });
  });
}
