// A remote that is slow or broken on the server costs only its part of the server's HTML: after the server's budget
// the part is left to the browser (its placeholder in the HTML), the rest of the page is still server-rendered, and
// the browser then renders the part as it always did. A private shell points the catalog at a stand-in server that
// serves the catalog's dist/ and misbehaves on demand.
import path from 'node:path';
import { test, expect, FAULT_OFFSETS, originOf, REPO_ROOT, startDedicatedStack, startFakeRemote, type DedicatedStack, type FakeRemote } from '../../support/fixtures';

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

const FAULTS = {
  slow: { delay: { '/server/remoteEntry.js': 5_000 } },
  broken: { replace: { '/server/remoteEntry.js': 'this is not JavaScript ((' } },
};

for (const [fault, behaviour] of Object.entries(FAULTS)) {
  test(`catalog ${fault} on the server: /events is server-rendered around the part, and the browser renders the part`, async ({ page, api }) => {
    catalog.behave(behaviour);
    // A new server build of the catalog, as far as the shell can tell (its entry changed): the shell loads it again.
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const started = Date.now();
    const response = await api.get(`${stack.origin}/events`);
    const took = Date.now() - started;
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-server-rendered');
    expect(html, 'the header is server-rendered').toContain('<header');
    expect(html, 'the part is left to the browser').toContain('<!--$!-->');
    expect(html).not.toContain('Take a look at our events');
    expect(took, 'the server waits no longer than its budget for a slow part').toBeLessThan(3_000);

    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Take a look at our events' })).toBeVisible({ timeout: 20_000 });
  });
}

test('the catalog behaving again: its part is server-rendered again, without a restart of the shell', async ({ api }) => {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  await api.get(`${stack.origin}/events`);
  await expect(async () => {
    const html = await (await api.get(`${stack.origin}/events`)).text();
    expect(html).toContain('Take a look at our events');
  }).toPass({ timeout: 20_000 });
});
