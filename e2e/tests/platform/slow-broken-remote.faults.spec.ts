// A catalog that hangs (10 s+ before its manifest) or serves a broken remoteEntry.js costs only its part of the page:
// the shell shows the notice (after its load timeout for the slow one) and Retry recovers once the remote behaves.
// A private shell points CATALOG_URL at a stand-in server that serves mfe-catalog/dist and misbehaves on demand.
import path from 'node:path';
import { test, expect, FAULT_OFFSETS, markDocument, documentStillMarked, originOf, REPO_ROOT, startDedicatedStack, startFakeRemote, type DedicatedStack, type FakeRemote } from '../../support/fixtures';

const OFFSET = FAULT_OFFSETS.slowAndBroken;
const NOTICE = 'The events page is not available right now.';
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let catalog: FakeRemote;
let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  catalog = await startFakeRemote({ distDir: path.join(REPO_ROOT, 'mfe-catalog', 'dist') });
  stack = await startDedicatedStack(OFFSET, ['shell'], { CATALOG_URL: catalog.origin });
});
test.afterAll(async () => {
  await stack?.teardown();
  await catalog?.close();
});
test.afterEach(() => catalog.behave({}));

test('a catalog that takes over 10 s to answer shows the notice after the load timeout, then Retry works', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  consoleErrors.allow(/catalog\/EventsPage did not load within \d+ ms/);
  catalog.behave({ delay: { '/mf-manifest.json': 60_000, '/remoteEntry.js': 60_000 } });
  const started = Date.now();
  await page.goto('/events');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible({ timeout: 30_000 });
  const waited = Date.now() - started;
  expect(waited, 'the notice waits for the shell load timeout (10 s)').toBeGreaterThanOrEqual(9_000);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await markDocument(page);

  catalog.behave({});
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible({ timeout: 20_000 });
  expect(await documentStillMarked(page)).toBe(true);
});

test('a catalog serving a broken remoteEntry.js shows the notice, other routes work, then Retry works', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/^page error: (Uncaught )?SyntaxError/, /\[ Federation Runtime \]: Failed to get remoteEntry exports\. #RUNTIME-001/);
  catalog.behave({ replace: { '/remoteEntry.js': 'this is not JavaScript ((' } });
  await page.goto('/events');
  await expect(page.getByText(NOTICE)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await markDocument(page);

  await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(NOTICE)).toBeVisible({ timeout: 20_000 });

  catalog.behave({});
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible({ timeout: 20_000 });
  expect(await documentStillMarked(page)).toBe(true);
});
