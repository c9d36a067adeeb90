// Remote-down isolation: with one remote's server stopped, only its part of the page shows the notice with Retry;
// header, footer and other routes keep working; once the server is back, Retry brings the part back without a reload.
// Runs on a private stack (its own shell and remotes, the main stack's API) so other specs never see a stopped server.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  FAULT_OFFSETS,
  markDocument,
  documentStillMarked,
  originOf,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';

const OFFSET = FAULT_OFFSETS.remoteDown;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startDedicatedStack(OFFSET, ['shell', 'catalog', 'map', 'account', 'checkout']);
});
test.afterAll(async () => {
  await stack?.teardown();
});

interface Case {
  remote: 'catalog' | 'map' | 'account' | 'checkout';
  path: string;
  label: string;
  /** What shows once the remote is back. */
  back: (page: Page) => ReturnType<Page['getByRole']>;
}

const CASES: Case[] = [
  {
    remote: 'catalog',
    path: '/events',
    label: 'events page',
    back: (page) => page.getByRole('heading', { level: 1, name: 'Take a look at our events' }),
  },
  { remote: 'map', path: '/events', label: 'map', back: (page) => page.getByRole('region', { name: 'Events map' }) },
  {
    remote: 'account',
    path: '/signin',
    label: 'sign-in page',
    back: (page) => page.getByRole('form', { name: /^sign in$/i }),
  },
  {
    remote: 'checkout',
    path: '/success',
    label: 'payment confirmation',
    back: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
  },
];

for (const { remote, path, label, back } of CASES) {
  test(`${remote} down: ${path} shows its notice, the rest works, Retry brings it back`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    // A stopped server: refused connections and the boundary's caught error are expected here.
    consoleErrors.allow(
      /ERR_CONNECTION_REFUSED \(at http:\/\/localhost:\d+\/(mf-manifest\.json|remoteEntry\.js|[\w.-]+\.css)/,
      /\/mf-manifest\.json did not answer/,
    );
    await stack.apps.stop(remote);
    try {
      // The server renders the page around the missing part, whose placeholder the browser then fills or explains.
      const html = await (await page.request.get(path)).text();
      expect(html).toContain('data-server-rendered');
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      await page.goto(path);
      const notice = page.getByText(`The ${label} is not available right now.`);
      // The map's part loads its code when the visitor reaches for it (a key anywhere will do), once the catalog's
      // part around it is live, which on a busy machine may come after the page is: the visitor presses again. The
      // server may still draw its picture from its own copy until its check of the remote (every 10 s) finds it gone.
      if (remote === 'map')
        await expect(async () => {
          await page.keyboard.press('Shift');
          await expect(notice).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (remote === 'map')
        await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible();
      await markDocument(page);

      // Other routes, through the header and the footer, still work.
      await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/aboutus$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (remote !== 'catalog') {
        await page.getByRole('banner').getByRole('link', { name: 'Tours', exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our Tours' })).toBeVisible();
      }
      expect(await documentStillMarked(page)).toBe(true);

      // Back to the broken part: still the notice, until the server returns and Retry is pressed.
      while (!new URL(page.url()).pathname.endsWith(path)) await page.goBack();
      await expect(notice).toBeVisible({ timeout: 20_000 });
    } finally {
      await stack.apps.start(remote);
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(back(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`The ${label} is not available right now.`)).toHaveCount(0);
    expect(await documentStillMarked(page), 'Retry reloaded the page').toBe(true);
  });
}
