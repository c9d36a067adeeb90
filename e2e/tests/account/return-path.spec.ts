// The sign-in return path: only a path on this site is followed; tricks that once left the traveller on /signin go to
// /home.
import { test, expect, signUpViaApi, signInViaUi } from '../../support/fixtures';

for (const next of [
  '%2F%5Cevil.example',
  '%2F%2509%2Fevil.example',
  '%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example',
]) {
  test(`/signin?next=${next} → /home after signing in`, async ({ page, api }) => {
    const user = await signUpViaApi(api);
    await page.goto(`/signin?next=${next}`);
    await signInViaUi(page, user);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
}
