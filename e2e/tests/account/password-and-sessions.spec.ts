// Passwords and sessions on the account page, and the forgotten-password reset, at 480 and 1280 px: change password and
// email (other devices signed out), "Where you're signed in" (one, then all others), reset by mail link.
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { test, expect, checkA11y, signInViaApi, signInViaUi, type TestUser } from '../../support/fixtures';

const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Another device of the traveller: its own cookie jar and User-Agent, signed in through the shell. */
async function otherDevice(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  userAgent: string,
  user: TestUser,
  password = user.password,
) {
  const device = await playwright.request.newContext({ baseURL, userAgent });
  const signedIn = await device.post('/api/sessions', { data: { email: user.email, password } });
  expect(signedIn.status()).toBe(200);
  return device;
}
const statusOf = async (device: APIRequestContext) => (await device.get('/api/me')).status();

for (const width of [480, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('change password, "Where you\'re signed in" and change email: other devices are signed out, this one stays', async ({
      page,
      signUp,
      playwright,
      baseURL,
    }) => {
      const user = await signUp();
      await signInViaApi(page, user);
      const phone = await otherDevice(playwright, baseURL, SAFARI_IPHONE, user);
      const laptop = await otherDevice(playwright, baseURL, FIREFOX_WINDOWS, user);

      await page.goto('/account');
      const sessions = page.getByRole('region', { name: "Where you're signed in" });
      await expect(sessions.getByRole('listitem')).toHaveCount(3);
      await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
      await expect(sessions.getByText('Safari on iOS')).toBeVisible();
      await checkA11y(page);

      await sessions.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
      await expect(sessions.getByText('Firefox on Windows is signed out.')).toBeVisible();
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      expect(await statusOf(laptop)).toBe(401);
      expect(await statusOf(phone)).toBe(200);

      const newPassword = 'Obelisk-Garden-11';
      const change = page.getByRole('form', { name: 'Change your password' });
      await change.getByLabel('Current password').fill(user.password);
      await change.getByLabel('New password').fill('visit-kemet-2027');
      await change.getByLabel('Current password').focus();
      await expect(change.getByText('Password must not contain the word Kemet')).toBeVisible();
      await change.getByLabel('New password').fill(newPassword);
      await change.getByRole('button', { name: 'Change password' }).click();
      await expect(
        change.getByText('Your password has been changed. You are signed out everywhere else.'),
      ).toBeVisible();
      await expect(sessions.getByText('You are not signed in anywhere else.')).toBeVisible();
      await checkA11y(page);
      expect(await statusOf(phone)).toBe(401);

      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { name: user.fullName })).toBeVisible();
      const again = await otherDevice(playwright, baseURL, SAFARI_IPHONE, user, newPassword);
      await page.reload();
      await sessions.getByRole('button', { name: 'Sign out all other sessions' }).click();
      await expect(sessions.getByText('You are signed out everywhere else.')).toBeVisible();
      expect(await statusOf(again)).toBe(401);
      await expect(sessions.getByRole('listitem')).toHaveCount(1);

      const tablet = await otherDevice(playwright, baseURL, SAFARI_IPHONE, user, newPassword);
      const newEmail = `moved.${user.email}`;
      const emailForm = page.getByRole('form', { name: 'Change your email' });
      await emailForm.getByLabel('New email').fill(newEmail);
      await emailForm.getByLabel('Current password').fill(newPassword);
      await emailForm.getByRole('button', { name: 'Change email' }).click();
      await expect(
        emailForm.getByText(`Your email is now ${newEmail}. You are signed out everywhere else.`),
      ).toBeVisible();
      await expect(page.getByRole('main').getByText(newEmail, { exact: true })).toBeVisible();
      expect(await statusOf(tablet)).toBe(401);
      await checkA11y(page);
      await Promise.all([phone.dispose(), laptop.dispose(), again.dispose(), tablet.dispose()]);
    });

    test('forgotten password: the mail link resets it once, and every session is signed out', async ({
      page,
      signUp,
      playwright,
      baseURL,
      consoleErrors,
    }) => {
      consoleErrors.allowFailedRequest('/api/password-resets', 400);
      consoleErrors.allowFailedRequest('/api/password-resets', 410);
      const user = await signUp();
      const phone = await otherDevice(playwright, baseURL, SAFARI_IPHONE, user);

      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forget Your Password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      const request = page.getByRole('form', { name: 'Get a reset link by email' });
      await request.getByLabel('Email').fill(user.email);
      await request.getByRole('button', { name: 'Send reset link' }).click();
      await expect(request.getByText(/If an account uses this email, we have sent it a link/)).toBeVisible();

      const mail = page.getByRole('article', { name: 'Newest mail' });
      await expect(mail.getByText(user.email)).toBeVisible();
      await expect(mail.getByText('Reset your Kemet password')).toBeVisible();
      await checkA11y(page);
      const link = mail.getByRole('link', { name: /\/reset-password\?token=/ });
      const resetUrl = (await link.getAttribute('href')) ?? '';
      await link.click();

      await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Choose a new password' });
      await form.getByLabel('New password').fill(`${user.fullName.replace(' ', '')}-2027`);
      await form.getByRole('button', { name: 'Set new password' }).click();
      await expect(form.getByText('Password must not contain your name')).toBeVisible();
      await checkA11y(page);

      const newPassword = 'Lighthouse-Pharos-12';
      await form.getByLabel('New password').fill(newPassword);
      await form.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText(/Please sign in with your new password\./)).toBeVisible();
      expect(await statusOf(phone)).toBe(401);
      expect((await page.request.get('/api/me')).status()).toBe(401);

      await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
      await signInViaUi(page, { ...user, password: newPassword });
      await expect(page).toHaveURL(/\/home$/);

      await page.goto(resetUrl);
      await page.getByRole('textbox', { name: 'New password' }).fill('Another-Harbour-13');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByRole('alert')).toContainText(
        'This reset link has already been used. Please ask for a new one.',
      );
      await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
      await phone.dispose();
    });
  });
}
