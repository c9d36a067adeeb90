// axe (WCAG 2.2 AA) on the account remote's pages at 480 and 1280 px, including both forms and their messages.
import { test, expect, checkA11y, signInViaApi, A11Y_WIDTHS } from '../../support/fixtures';
import { openCreateAccount, panelSwitch } from './signInPanel';

for (const width of A11Y_WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('/signin is axe-clean with either form showing, messages included', async ({ page }) => {
      await page.goto('/signin');
      await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
      await checkA11y(page);
      const form = await openCreateAccount(page);
      await form.getByLabel('Name').fill('No');
      await form.getByLabel('Email').focus();
      await expect(form.getByText('Name must be at least 3 characters long')).toBeVisible();
      await page.waitForTimeout(700); // let the slide finish before axe measures colours
      await checkA11y(page);
      await expect(panelSwitch(page, 'Sign In')).toBeVisible();
    });

    test('/forgot-password and /account are axe-clean', async ({ page, signUp }) => {
      await page.goto('/forgot-password');
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
      await checkA11y(page);
      const user = await signUp();
      await signInViaApi(page, user);
      await page.goto('/account');
      await expect(page.getByRole('main').getByRole('heading', { name: user.fullName })).toBeVisible();
      await checkA11y(page);
    });
  });
}
