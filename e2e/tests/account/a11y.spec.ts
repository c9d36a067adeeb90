// axe (WCAG 2.2 AA) on the account remote's pages at 480, 768 and 1280 px, including both forms and their messages.
import { test, expect, atWidths, checkA11y, signInViaApi, signUpViaApi } from '../../support/fixtures';

test('/signin is axe-clean with either form showing, messages included', async ({ page }) => {
  await page.goto('/signin');
  await atWidths(page, async () => {
    await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Sign Up' }).first().click();
    const form = page.getByRole('form', { name: 'Create Account' });
    await expect(form).toBeVisible();
    await form.getByLabel('Name').fill('No');
    await form.getByLabel('Email').focus();
    await expect(form.getByText('Name must be at least 3 characters long')).toBeVisible();
    await page.waitForTimeout(700); // let the slide finish before axe measures colours
    await checkA11y(page);
    await page.getByRole('button', { name: 'Sign In' }).filter({ visible: true }).first().click();
    await page.waitForTimeout(700);
  });
});

test('/forgot-password and /account are axe-clean', async ({ page, signUp }) => {
  await page.goto('/forgot-password');
  await atWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await checkA11y(page);
  });
  const user = await signUp();
  await signInViaApi(page, user);
  await page.goto('/account');
  await atWidths(page, async () => {
    await expect(page.getByRole('main').getByRole('heading', { name: user.fullName })).toBeVisible();
    await checkA11y(page);
  });
});
