// The wishlist end to end: a ♥ saved signed out stays on the device, signing in merges it into the account, the list
// is shared as a read-only link that works signed out, and once the link is stopped it leads nowhere. Axe-clean in
// English and Arabic.
import { test, expect, checkA11y, signInViaUi, signUpViaApi } from '../../support/fixtures';

test('save signed out → sign in → merged → share → open signed out → stop → not found', async ({
  page,
  api,
  browser,
  baseURL,
}) => {
  const user = await signUpViaApi(api);

  await page.goto('/events?map=off&sort=name');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `Save to wishlist: ${name}` });
  // Live once the page's code runs: until then it waits, disabled.
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Your wishlist' })).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/Saved on this device only/)).toBeVisible();
  await checkA11y(page);

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/signin\?next=%2Fwishlist$/);
  await signInViaUi(page, user);
  await expect(page).toHaveURL(/\/wishlist$/);
  const saved = page.getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(saved.getByText(/^Next date: .* · \d+ places? left$/)).toBeVisible();
  await expect(page.getByText(/Saved on this device only/)).toBeHidden();
  // The account holds it now, once.
  const ids = (await (await page.request.get('/api/me/wishlist/ids')).json()) as { ids: number[] };
  expect(ids.ids).toHaveLength(1);

  await page.getByRole('button', { name: 'Create a link' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to your wishlist' }).inputValue();
  expect(link).toMatch(/\/wishlist\/shared\/[A-Za-z0-9_-]{43}$/);
  await checkA11y(page);

  const stranger = await browser.newContext({ baseURL });
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'A shared wishlist' })).toBeVisible();
  await expect(visitor.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Save to wishlist/ })).toHaveCount(0);
  expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await checkA11y(visitor);

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('region', { name: 'Share your wishlist' }).getByRole('status')).toHaveText(
    'The link no longer works.',
  );
  const stopped = await visitor.reload();
  expect(stopped?.status()).toBe(404);
  await expect(
    visitor.getByText('This wishlist link does not work. It may have been stopped by the person who shared it.'),
  ).toBeVisible();
  await stranger.close();
});

test('the wishlist in Arabic, right to left, axe-clean at 480 and 1280 px', async ({ page }) => {
  await page.goto('/ar/tours');
  const heart = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^احفظ في المفضلة: / });
  await expect(heart).toBeEnabled();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  for (const width of [480, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ar/wishlist');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'قائمتك المفضلة' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await checkA11y(page);
  }
});
