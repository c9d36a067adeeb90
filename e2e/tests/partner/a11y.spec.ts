// Every page of the partner workspace and the operations queue, in English and in Arabic (right to left): nothing
// clipped at 480, 768 and 1280 px, and axe finds nothing at the phone and desktop widths.
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, signInViaApi } from '../../support/fixtures';
import { expectNothingClipped } from '../../support/clipping';
import { A11Y_WIDTHS, atWidths } from '../../support/widths';
import { joinedOwner, operationsAccount } from '../../support/partners';

const WORKSPACE_PAGES = [
  '/partner',
  '/partner/listings',
  '/partner/listings/new',
  '/partner/sessions',
  '/partner/sales',
  '/partner/statement',
  '/partner/reviews',
];

async function checkPage(page: Page, path: string, ready: () => Promise<void>) {
  await page.goto(path);
  await ready();
  await atWidths(page, async (width) => {
    // The sales chart follows its box's new width on the next frames (a ResizeObserver, then a redraw).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expectNothingClipped(page, `${path} at ${width}px`);
    if ((A11Y_WIDTHS as readonly number[]).includes(width)) await checkA11y(page);
  });
}

for (const language of ['', '/ar'] as const) {
  test(`the workspace's pages${language ? ' in Arabic' : ''}: nothing clipped, no axe violation`, async ({
    page,
    api,
  }) => {
    test.setTimeout(180_000);
    const owner = await joinedOwner(api);
    await signInViaApi(page, { email: owner.email, password: owner.password, fullName: 'Hatshepsut Owner' });
    for (const path of WORKSPACE_PAGES)
      await checkPage(page, `${language}${path}`, async () => {
        await expect(page.getByRole('navigation', { name: language ? 'مساحة العمل' : 'Workspace' })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(language ? 'rtl' : 'ltr');
  });
}

test('the operations queue in English and Arabic: nothing clipped, no axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signInViaApi(page, { fullName: 'Kemet Operations', ...operationsAccount() });
  for (const [path, heading] of [
    ['/operations', 'Partner applications'],
    ['/ar/operations', 'طلبات الشراكة'],
  ] as const)
    await checkPage(page, path, () => expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible());
});
