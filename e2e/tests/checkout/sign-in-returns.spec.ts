// The guard: an anonymous visitor of /payment/2 signs in and lands back on /payment/2.
import { test, expect, signUpViaApi, signInViaUi } from '../../support/fixtures';

test('anonymous /payment/2 → /signin → back to /payment/2 after signing in', async ({ page, api }) => {
  const user = await signUpViaApi(api); // a separate cookie jar: the page stays anonymous
  await page.goto('/payment/2');
  await expect(page).toHaveURL(/\/signin\?next=%2Fpayment%2F2$/);
  await signInViaUi(page, user);
  // Back on /payment/2, which writes its default choice into the address at once: the experience and its sessions
  // are already in the page's cache (the server rendered them with the first visit).
  await expect(page).toHaveURL(/\/payment\/2(\?session=\d+&tickets=[\dx.]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout Your Order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to payment' })).toBeVisible();
});
