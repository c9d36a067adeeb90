// A guarded page sends an anonymous visitor to /signin and back after signing in; the account page shows who they are.
import { test, expect, signInViaUi, signUpViaApi } from '../../support/fixtures';

test('anonymous /account → /signin?next → back to /account with name, email and My bookings', async ({ page, api }) => {
  const user = await signUpViaApi(api, { fullName: 'Amira Saleh' });
  await page.goto('/account');
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/);
  await signInViaUi(page, user);

  await expect(page).toHaveURL(/\/account$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Amira Saleh' })).toBeVisible();
  await expect(main.getByText(user.email).first()).toBeVisible();
  await expect(main.getByText('Member since')).toBeVisible();
  await expect(main.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/bookings');

  await main.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test("'Forget Your Password?' leads to the help page", async ({ page }) => {
  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forget Your Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@kemet.example' })).toBeVisible();
});
