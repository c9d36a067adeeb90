// API down: catalogue pages show an error state with Retry instead of a blank screen; once the data service is back,
// Retry loads the data without a reload. Private stack: its own API (fresh PGlite), shell and catalog.
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

const OFFSET = FAULT_OFFSETS.apiDown;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: originOf('shell', OFFSET) });

let stack: DedicatedStack;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  stack = await startDedicatedStack(OFFSET, ['api', 'shell', 'catalog', 'map']);
});
test.afterAll(async () => {
  await stack?.teardown();
});

const PAGES = [
  { path: '/tours', error: 'We could not load the tours.', back: 'Take a look at our Tours', content: /book/i },
  { path: '/eventdetails/5', error: 'We could not load this event.', back: null, content: null },
];

for (const { path, error, back, content } of PAGES) {
  test(`${path} with the API down shows '${error}' with Retry, and recovers without a reload`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    // The shell's proxy answers 502 while the API is down; the browser logs each failed request.
    consoleErrors.allowFailedRequest('/api/', 502);
    await stack.apps.stop('api');
    try {
      await page.goto(path);
      // The first page of a freshly started shell loads its remotes' server code: slow on a busy machine.
      await expect(page.getByText(error)).toBeVisible({ timeout: 45_000 });
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (back) await expect(page.getByRole('heading', { level: 1, name: back })).toBeVisible();
      await markDocument(page);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(error), 'Retry while still down shows the error again').toBeVisible({
        timeout: 20_000,
      });
    } finally {
      await stack.apps.start('api');
    }
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(error)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    if (content) await expect(page.getByRole('main').getByRole('link', { name: content }).first()).toBeVisible();
    expect(await documentStillMarked(page), 'Retry reloaded the page').toBe(true);
  });
}
