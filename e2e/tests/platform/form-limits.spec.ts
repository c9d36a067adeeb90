// A visitor who sends a form often from one address is first asked for a little proof of work, which the page solves
// unseen; past the hard limit they are told so in words, with when to try again, and keep what they wrote.
// Private stack: its own API (one submission per form and address a minute before proof, three before the wall) and
// shell; the remotes of the main stack.
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';

const OFFSET = FAULT_OFFSETS.formLimits;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  // A proof's retry counts as a request too: the second submission is counted twice.
  stack = await startDedicatedStack(OFFSET, ['api', 'shell'], { FORM_LIMIT_PER_IP: '1', FORM_LIMIT_PER_IP_HARD: '3' });
});
test.afterAll(async () => {
  await stack?.teardown();
});

const TRY_AGAIN = /Too many attempts\. Please try again in (\d+ seconds|1 minute)\./;

test('the contact form: a second message goes out after the page proves its work, a third says when to try again and keeps the message', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allowFailedRequest('/api/contact-messages', 428);
  consoleErrors.allowFailedRequest('/api/contact-messages', 429);
  let challenges = 0;
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/challenge' && challenges++));
  await page.goto('/contactus');
  const message = 'Can you arrange a private tour of Karnak?';
  for (const round of [1, 2, 3]) {
    await page.getByLabel('Username').fill('Hatshepsut');
    await page.getByLabel('Email').fill(`hatshepsut${round}@example.com`);
    await page.getByLabel('Message').fill(message);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact-messages') && response.status() !== 428,
    );
    await page.getByRole('button', { name: 'SEND' }).click();
    expect((await answer).status()).toBe(round < 3 ? 201 : 429);
    if (round === 1) await expect(page.getByRole('status')).toBeVisible();
    if (round === 2) expect(challenges, 'the page solved a challenge for the second message').toBe(1);
  }
  await expect(page.getByRole('alert')).toHaveText(TRY_AGAIN);
  await expect(page.getByLabel('Message')).toHaveValue(message);
});
