// axe at 480 and 1280 px on the ticket page (valid and cancelled) and on the gate page (key form and answers).
import { test, expect, checkA11y, signInViaApi, A11Y_WIDTHS } from '../../support/fixtures';
import { seededGateKey } from '../../support/gateKeys';
import { bookTour, tokenOf } from './ticketHelpers';

for (const width of A11Y_WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the ticket page is axe clean, with tickets and once cancelled', async ({ page, signUp }) => {
      await signInViaApi(page, await signUp());
      await page.goto('/home');
      const { booking } = await bookTour(page, 3);
      await page.goto(`/bookings/${booking.reference}`);
      await expect(page.getByRole('img', { name: 'QR code of ticket 1', exact: true })).toBeVisible();
      await checkA11y(page);
      expect((await page.request.post(`/api/bookings/${booking.id}/cancel`)).status()).toBe(200);
      await page.reload();
      await expect(page.getByText(/^This booking was cancelled on /)).toBeVisible();
      await checkA11y(page);
    });

    test('the gate page is axe clean: its key form, a valid answer and an already used one', async ({
      page,
      browser,
      signUp,
    }) => {
      await signInViaApi(page, await signUp());
      await page.goto('/home');
      const booked = await bookTour(page, 4);
      const gateDevice = await browser.newContext({ viewport: { width, height: 900 } });
      const gate = await gateDevice.newPage();
      await gate.goto('/gate');
      await expect(gate.getByLabel('Gate key')).toBeVisible();
      await checkA11y(gate);
      await gate.getByLabel('Gate key').fill(seededGateKey(booked.provider.name));
      await gate.getByRole('button', { name: 'Use this key' }).click();
      for (const words of ['Valid ticket', 'Already used']) {
        await gate.getByLabel('Ticket code').fill(tokenOf(booked, 1));
        await gate.getByRole('button', { name: 'Check ticket' }).click();
        await expect(gate.getByRole('status', { name: 'Answer' }).getByText(words, { exact: true })).toBeVisible();
        await checkA11y(gate);
      }
      await gateDevice.close();
    });
  });
}
