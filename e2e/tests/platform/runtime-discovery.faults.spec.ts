// Runtime discovery: the same built shell, started with CATALOG_URL pointing at a catalog on another port, uses it —
// no rebuild. The shell learns remote locations from /remotes.json, written from the environment at start.
import fs from 'node:fs';
import path from 'node:path';
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  portsAt,
  REPO_ROOT,
  startDedicatedStack,
  type DedicatedStack,
} from '../../support/fixtures';
import { AppProcesses } from '../../support/appProcesses';

const OFFSET = FAULT_OFFSETS.runtimeDiscovery;
/** The moved catalog: served from the same dist on a port no default points at. */
const MOVED_OFFSET = OFFSET + 50;
const movedCatalog = `http://localhost:${portsAt(MOVED_OFFSET).catalog}`;
const SHELL_DIST = path.join(REPO_ROOT, 'shell', 'dist');

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let catalog: AppProcesses;
let stack: DedicatedStack;
let shellBuiltAt: number;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  shellBuiltAt = fs.statSync(path.join(SHELL_DIST, 'index.html')).mtimeMs;
  catalog = new AppProcesses({ offset: MOVED_OFFSET });
  await catalog.start('catalog');
  stack = await startDedicatedStack(OFFSET, ['shell'], { CATALOG_URL: movedCatalog });
});
test.afterAll(async () => {
  await stack?.teardown();
  await catalog?.stopAll();
});

test('the shell loads the catalog from wherever CATALOG_URL says, without a rebuild', async ({ page, request }) => {
  const config = (await (await request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  expect(config.remotes.catalog).toBe(`${movedCatalog}/mf-manifest.json`);

  const catalogRequests: string[] = [];
  page.on('request', (r) => {
    if (/mf-manifest\.json|remoteEntry\.js/.test(r.url())) catalogRequests.push(r.url());
  });
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible();
  expect(catalogRequests).toContain(`${movedCatalog}/mf-manifest.json`);
  expect(catalogRequests.some((url) => url.startsWith(`${movedCatalog}/remoteEntry.js`))).toBe(true);
  const defaultCatalog = originOf('catalog', OFFSET);
  expect(catalogRequests.filter((url) => url.startsWith(defaultCatalog))).toEqual([]);

  expect(fs.statSync(path.join(SHELL_DIST, 'index.html')).mtimeMs, 'the shell was not rebuilt').toBe(shellBuiltAt);
});
