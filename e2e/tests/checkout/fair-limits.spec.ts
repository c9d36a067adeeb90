// Fair limits: travellers who share an address (a hotel's Wi-Fi) each pay after a declined card. Past the address's
// declines threshold the service asks for proof of work instead of refusing, and the page solves it unseen.
// Private stack: its own API (4 declines per address before the challenge) and shell; the remotes of the main stack.
import {
  test,
  expect,
  FAULT_OFFSETS,
  guardPage,
  ConsoleErrors,
  originOf,
  signInViaApi,
  signUpViaApi,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';
import { bookableEvent, payWith } from './checkoutHelpers';

const OFFSET = FAULT_OFFSETS.fairLimits;
const TRAVELLERS = 7;
const DECLINES_PER_ADDRESS = 4;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stack = await startDedicatedStack(OFFSET, ['api', 'shell'], { DECLINE_LIMIT_PER_IP: String(DECLINES_PER_ADDRESS) });
});
test.afterAll(async () => {
  await stack?.teardown();
});

test('seven travellers on one address each get a card declined, then pay: all reach /success', async ({
  browser,
  api,
  baseURL,
}) => {
  test.setTimeout(60_000 * TRAVELLERS);
  const challengesAsked: number[] = [];
  for (let traveller = 1; traveller <= TRAVELLERS; traveller++) {
    await test.step(`traveller ${traveller}`, async () => {
      const event = await bookableEvent(api, traveller - 1);
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const consoleErrors = new ConsoleErrors();
      guardPage(page, consoleErrors);
      consoleErrors.allow(/status of 402/, /status of 428/); // the declined card, and the service asking for proof
      let challenges = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/challenge') challenges += 1;
      });

      await signInViaApi(page, await signUpViaApi(page.request));
      await page.goto(`/payment/${event.id - 1}`);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await payWith(page, 'Mastercard', '999');
      await expect(page.getByRole('heading', { name: 'Your payment failed' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText('Your card was declined.')).toBeVisible();
      await page.getByRole('button', { name: 'Try again' }).click();
      await payWith(page, 'Visa', '123');
      await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: 'Your payment was successful' })).toBeVisible();

      await consoleErrors.settled();
      expect(consoleErrors.unexpected(), `console errors of traveller ${traveller}`).toEqual([]);
      challengesAsked.push(challenges);
      await context.close();
    });
  }
  // Below the threshold nobody is asked (the fourth traveller's own decline reaches it, so their good card may be);
  // past it, every traveller's page solved a challenge.
  expect(challengesAsked.slice(0, DECLINES_PER_ADDRESS - 1)).toEqual([0, 0, 0]);
  for (const challenges of challengesAsked.slice(DECLINES_PER_ADDRESS)) expect(challenges).toBeGreaterThan(0);
});
