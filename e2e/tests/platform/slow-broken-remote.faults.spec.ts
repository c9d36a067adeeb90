// Each remote in turn hangs (10 s+ before its manifest) or serves a broken remoteEntry.js: it costs only its part of
// the page. The shell shows the notice (after its load timeout for the slow one), other routes work, and Retry
// recovers once the remote behaves. A private shell points every remote's URL at a stand-in server that serves that
// remote's dist/ and misbehaves on demand.
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  FAULT_OFFSETS,
  markDocument,
  documentStillMarked,
  originOf,
  REPO_ROOT,
  startDedicatedStack,
  startFakeRemote,
  type DedicatedStack,
  type FakeRemote,
} from '../../support/fixtures';
import { reachForMap } from '../map/mapPage';

const OFFSET = FAULT_OFFSETS.slowAndBroken;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

type RemoteName = 'catalog' | 'map' | 'account' | 'checkout';

interface Case {
  remote: RemoteName;
  module: string;
  path: string;
  label: string;
  /** What shows once the remote behaves. */
  back: (page: Page) => ReturnType<Page['getByRole']>;
  /** What else on the page must keep working while the part is broken. */
  stillThere?: (page: Page) => ReturnType<Page['getByRole']>;
  /** A part the server rendered and that loads its code on intent (the map's picture): the visitor reaches for it. */
  reach?: (page: Page) => Promise<void>;
}

const CASES: Case[] = [
  {
    remote: 'catalog',
    module: 'EventsPage',
    path: '/events',
    label: 'events page',
    back: (page) => page.getByRole('heading', { level: 1, name: 'Take a look at our events' }),
  },
  {
    remote: 'map',
    module: 'EventsMap',
    path: '/events',
    label: 'map',
    back: (page) => page.getByRole('region', { name: 'Map of Egypt with events and governorate capitals' }),
    stillThere: (page) => page.getByRole('heading', { level: 1, name: 'Take a look at our events' }),
    reach: reachForMap,
  },
  {
    remote: 'account',
    module: 'SignInPage',
    path: '/signin',
    label: 'sign-in page',
    back: (page) => page.getByRole('form', { name: /^sign in$/i }),
  },
  {
    remote: 'checkout',
    module: 'SuccessPage',
    path: '/success',
    label: 'payment confirmation',
    back: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
  },
];

const fakes = {} as Record<RemoteName, FakeRemote>;
let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const [remote, dir] of [
    ['catalog', 'mfe-catalog'],
    ['map', 'mfe-map'],
    ['account', 'mfe-account'],
    ['checkout', 'mfe-checkout'],
  ] as const) {
    fakes[remote] = await startFakeRemote({ distDir: path.join(REPO_ROOT, dir, 'dist') });
  }
  stack = await startDedicatedStack(OFFSET, ['shell'], {
    CATALOG_URL: fakes.catalog.origin,
    MAP_URL: fakes.map.origin,
    ACCOUNT_URL: fakes.account.origin,
    CHECKOUT_URL: fakes.checkout.origin,
  });
});
test.afterAll(async () => {
  await stack?.teardown();
  await Promise.all(Object.values(fakes).map((fake) => fake.close()));
});
test.afterEach(() => Object.values(fakes).forEach((fake) => fake.behave({})));

for (const { remote, module, path: route, label, back, stillThere, reach } of CASES) {
  const notice = `The ${label} is not available right now.`;

  test(`${remote} taking over 10 s: ${route} shows the notice after the load timeout, then Retry works`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    consoleErrors.allow(new RegExp(`${remote}/${module} did not load within \\d+ ms`));
    fakes[remote].behave({ delay: { '/mf-manifest.json': 60_000, '/remoteEntry.js': 60_000 } });
    const started = Date.now();
    // Not until 'load': the remote's hanging manifest holds the load event.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('banner')).toBeVisible();
    if (stillThere) await expect(stillThere(page)).toBeVisible();
    await reach?.(page);
    await expect(page.getByText(notice)).toBeVisible({ timeout: 30_000 });
    expect(Date.now() - started, 'the notice waits for the shell load timeout (10 s)').toBeGreaterThanOrEqual(9_000);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await markDocument(page);

    fakes[remote].behave({});
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(back(page)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(notice)).toHaveCount(0);
    expect(await documentStillMarked(page)).toBe(true);
  });

  test(`${remote} serving a broken remoteEntry.js: ${route} shows the notice, other routes work, then Retry works`, async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(
      /^page error: (Uncaught )?SyntaxError/,
      /\[ Federation Runtime \]: Failed to get remoteEntry exports\. #RUNTIME-001/,
    );
    fakes[remote].behave({ replace: { '/remoteEntry.js': 'this is not JavaScript ((' } });
    await page.goto(route);
    await reach?.(page);
    await expect(page.getByText(notice)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    if (stillThere) await expect(stillThere(page)).toBeVisible();
    await markDocument(page);

    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText(notice)).toBeVisible({ timeout: 20_000 });

    fakes[remote].behave({});
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(back(page)).toBeVisible({ timeout: 20_000 });
    expect(await documentStillMarked(page)).toBe(true);
  });
}
