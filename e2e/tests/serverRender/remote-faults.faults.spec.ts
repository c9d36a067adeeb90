// A remote that is slow or broken on the server costs only its part of the server's HTML: after the server's budget
// the part is left to the browser (its placeholder in the HTML), the rest of the page is still server-rendered, and
// the browser then renders the part as it always did. A private shell points the catalog at a stand-in server that
// serves the catalog's dist/ and misbehaves on demand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import {
  test,
  expect,
  FAULT_OFFSETS,
  originOf,
  REPO_ROOT,
  startDedicatedStack,
  startFakeRemote,
  type DedicatedStack,
  type FakeRemote,
} from '../../support/fixtures';

const OFFSET = FAULT_OFFSETS.serverRender;
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

const SERVER_ENTRY = '/server/remoteEntry.js';
// A new build as far as the shell can tell (the entry's content changed), so the shell loads it again.
const anotherBuild = () =>
  `${readFileSync(path.join(REPO_ROOT, 'mfe-catalog', 'dist', 'server', 'remoteEntry.js'), 'utf8')}\n// another build\n`;
const FAULTS = {
  // Slower than the server's budget (300 ms), quicker than its entry check (2 s), so the new build is seen.
  slow: () => ({ replace: { [SERVER_ENTRY]: anotherBuild() }, delay: { [SERVER_ENTRY]: 1_200 } }),
  broken: () => ({ replace: { [SERVER_ENTRY]: 'this is not JavaScript ((' } }),
};

/** The shell checks a remote's server entry every 10 s, in the background of a page: let it see the change. */
async function letTheShellSeeIt(api: APIRequestContext) {
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  await api.get(`${stack.origin}/aboutus`);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
}

for (const [fault, behaviour] of Object.entries(FAULTS)) {
  test(`catalog ${fault} on the server: /events is server-rendered around the part, and the browser renders the part`, async ({
    page,
    api,
  }) => {
    test.setTimeout(60_000);
    catalog.behave(behaviour());
    await letTheShellSeeIt(api);
    const response = await api.get(`${stack.origin}/events`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-server-rendered');
    expect(html, 'the header is server-rendered').toContain('<header');
    expect(html, 'the part is left to the browser').toContain('<!--$!-->');
    // Had the server waited for the slow part, it would have rendered it.
    expect(html, 'the server did not wait for the part').not.toContain('Take a look at our events');

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible({
      timeout: 20_000,
    });
  });
}

test('the catalog behaving again: its part is server-rendered again, without a restart of the shell', async ({
  api,
}) => {
  test.setTimeout(60_000);
  await letTheShellSeeIt(api);
  await expect(async () => {
    const html = await (await api.get(`${stack.origin}/events`)).text();
    expect(html).toContain('Take a look at our events');
  }).toPass({ timeout: 20_000 });
});
