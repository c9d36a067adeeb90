// The auth state is one shared singleton: signing in inside the account remote flips the shell's header at once.
import { test, expect, markDocument, documentStillMarked, signInViaUi, signUpViaApi } from '../../support/fixtures';

test("signing in on /signin turns the header's 'Sign In' into 'Log out' without a reload", async ({ page, api }) => {
  const user = await signUpViaApi(api); // another cookie jar: the page starts anonymous
  await page.goto('/signin');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await markDocument(page);

  await signInViaUi(page, user);

  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBe(user.UId);
  expect(await documentStillMarked(page), 'the page reloaded').toBe(true);

  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  expect(await documentStillMarked(page), 'logging out reloaded the page').toBe(true);
});

test('a sign-in in one tab shows in another tab through the storage event', async ({ page, api, context }) => {
  const user = await signUpViaApi(api);
  await page.goto('/home');
  const other = await context.newPage();
  await other.goto('/signin');
  await signInViaUi(other, user);
  await expect(other.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await other.close();
});
