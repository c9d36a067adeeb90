// Two tabs of one browser stay in sync: signing in in one shows in the other, and so does logging out.
import { test, expect, signInViaUi, signUpViaApi } from '../../support/fixtures';

test('two tabs follow each other on sign-in and log-out', async ({ page, api, context }) => {
  const user = await signUpViaApi(api);
  await page.goto('/home');
  const other = await context.newPage();
  await other.goto('/signin');
  const headerOf = (tab: typeof page) => tab.getByRole('banner');

  await signInViaUi(other, user);
  await expect(other).toHaveURL(/\/home$/);
  await expect(headerOf(page).getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.goto('/account');
  await expect(page.getByRole('main').getByRole('heading', { name: user.fullName })).toBeVisible();

  await headerOf(other).getByRole('button', { name: 'Log out' }).click();
  await expect(headerOf(other).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(headerOf(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount$/);
  await other.close();
});
