// The server's sign-in answers (docs/product/texts-and-messages.md#sign-in-and-sign-up-answers): 'Email Not Found!' and
// 'Invalid Password!' (in red, under the password).
import { test, expect, newUser, signInViaUi, signUpViaApi } from '../../support/fixtures';

test("an unknown email shows 'Email Not Found!'", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto('/signin');
  await signInViaUi(page, newUser());
  const form = page.getByRole('form', { name: 'Sign In' });
  await expect(form.getByRole('alert')).toHaveText('Email Not Found!');
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signin$/);
});

test("a wrong password shows 'Invalid Password!' in red under the password field", async ({
  page,
  api,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  const user = await signUpViaApi(api);
  await page.goto('/signin');
  await signInViaUi(page, { ...user, password: 'not-the-password' });
  const form = page.getByRole('form', { name: 'Sign In' });
  const message = form.getByRole('alert');
  await expect(message).toHaveText('Invalid Password!');
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription('Invalid Password!');
  const colour = await message.evaluate((element) => getComputedStyle(element).color);
  const [red, green, blue] = colour.match(/\d+/g)!.map(Number);
  expect(red, `'Invalid Password!' is red (${colour})`).toBeGreaterThan(green! + 60);
  expect(red).toBeGreaterThan(blue! + 60);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
