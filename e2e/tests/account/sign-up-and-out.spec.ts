// Sign up on the sliding panel → /home with 'Log out' in the header; log out → / with 'Sign In'; a taken email is told.
import { test, expect, newUser, signUpViaApi } from '../../support/fixtures';
import { openCreateAccount } from './signInPanel';

test('sign up → /home with Log out; log out → / with Sign In', async ({ page }) => {
  const user = newUser();
  await page.goto('/signin');
  const form = await openCreateAccount(page);
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: 'Sign Up' });
  await expect(submit).toBeDisabled();

  await form.getByLabel('Name').fill(user.fullName);
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await submit.click();

  await expect(page).toHaveURL(/\/home$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toMatch(/\S+/);

  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('shows the validation messages once touched, and says when the email is taken', async ({
  page,
  api,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 409/);
  const existing = await signUpViaApi(api);
  await page.goto('/signin');
  const form = await openCreateAccount(page);
  await expect(form.getByText('Name is required')).toHaveCount(0);

  await form.getByLabel('Name').fill('No');
  await form.getByLabel('Email').fill('nour@example');
  await form.getByLabel('Password').fill('abc');
  await form.getByLabel('Name').focus();
  await expect(form.getByText('Name must be at least 3 characters long')).toBeVisible();
  await expect(form.getByText('Invalid email format')).toBeVisible();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Sign Up' })).toBeDisabled();

  await form.getByLabel('Name').fill(existing.fullName);
  await form.getByLabel('Email').fill(existing.email);
  await form.getByLabel('Password').fill('Another-Strong-Pass-9');
  await form.getByRole('button', { name: 'Sign Up' }).click();
  await expect(form.getByText('An account with this email already exists.')).toBeVisible();

  await form.getByRole('button', { name: 'Sign in instead' }).click();
  await expect(page.getByRole('form', { name: 'Sign In' }).getByLabel('Email')).toHaveValue(existing.email);
});
