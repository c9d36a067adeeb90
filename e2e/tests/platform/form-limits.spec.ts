// A visitor who sends a form too often is told so in words, with when to try again, and keeps what they wrote.
// Private stack: its own API (one submission per form and address a minute) and shell; the remotes of the main stack.
import { test, expect, FAULT_OFFSETS, originOf, startDedicatedStack, type DedicatedStack } from '../../support/fixtures';

const OFFSET = FAULT_OFFSETS.formLimits;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stack = await startDedicatedStack(OFFSET, ['api', 'shell'], { FORM_LIMIT_PER_IP: '1' });
});
test.afterAll(async () => {
  await stack?.teardown();
});

const TRY_AGAIN = /Too many attempts\. Please try again in (\d+ seconds|1 minute)\./;

test('the contact form, sent a second time within the minute, says when to try again and keeps the message', async ({ page, consoleErrors }) => {
  consoleErrors.allowFailedRequest('/api/contact-messages', 429);
  await page.goto('/contactus');
  const message = 'Can you arrange a private tour of Karnak?';
  for (const round of [1, 2]) {
    await page.getByLabel('Username').fill('Hatshepsut');
    await page.getByLabel('Email').fill(`hatshepsut${round}@example.com`);
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'SEND' }).click();
    if (round === 1) await expect(page.getByRole('status')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveText(TRY_AGAIN);
  await expect(page.getByLabel('Message')).toHaveValue(message);
});
