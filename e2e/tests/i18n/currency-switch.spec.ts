// The currency switch: prices shown in the chosen currency are marked approximate, the choice is remembered, and
// what checkout charges stays in the experience's own currency (docs/product/languages-and-money.md#currencies).
import { test, expect, signInViaApi } from '../../support/fixtures';

const currencySwitch = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('banner').getByRole('combobox', { name });

test('prices show approximately in pounds once chosen, and the choice survives a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/tours');
  const card = page.getByRole('article').first();
  await expect(card).toContainText(/\d\$/);

  await currencySwitch(page, 'Currency').selectOption('EGP');
  await expect(card).toContainText(/≈ EGP [\d,]+/);
  await page.reload();
  await expect(page.getByRole('article').first()).toContainText(/≈ EGP [\d,]+/);
  await expect(currencySwitch(page, 'Currency')).toHaveValue('EGP');
});

test('Arabic pages show pounds by default, and checkout says it charges dollars', async ({ page, signUp }) => {
  await signInViaApi(page, await signUp());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/payment/0');
  await expect(currencySwitch(page, 'العملة')).toHaveValue('EGP');
  const statement = page.getByText(/^ستدفع/);
  await expect(statement).toContainText('$');
  await expect(statement).toContainText('بالدولار الأمريكي');
  await expect(statement).toContainText(/≈ [٠-٩٬٫]+ ج\.م\./);
});
