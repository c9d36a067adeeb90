// The fixtures every Kemet e2e spec imports: `import { test, expect } from '../../support/fixtures'`.
import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { ConsoleErrors, guardPage, stubMapTiles } from './consoleGuard';
import { signUpViaApi, type TestUser } from './accounts';

export interface KemetFixtures {
  /** Console errors and page errors seen by `page`; call consoleErrors.allow(/…/) for ones a test causes on purpose. */
  consoleErrors: ConsoleErrors;
  /** Playwright's page, guarded: the test fails if any unexpected console error or page error appeared. */
  page: Page;
  /** HTTP client against the shell origin (so /api/... goes through the shell's proxy), with its own cookie jar. */
  api: APIRequestContext;
  /** Creates an account through the API in the page's cookie jar and returns it (with UId). */
  signUp: (overrides?: Partial<TestUser>) => Promise<TestUser>;
}

export const test = base.extend<KemetFixtures>({
  consoleErrors: async ({}, use) => {
    await use(new ConsoleErrors());
  },

  page: async ({ page, consoleErrors, javaScriptEnabled }, use) => {
    guardPage(page, consoleErrors);
    await stubMapTiles(page);
    if (javaScriptEnabled !== false) waitForLivePages(page);
    await use(page);
    await consoleErrors.settled();
    if (process.env.E2E_SHOW_CONSOLE === '1') for (const line of consoleErrors.all()) console.log(`[console] ${line}`);
    const unexpected = consoleErrors.unexpected();
    expect(unexpected, `unexpected console errors on ${page.url()}`).toEqual([]);
  },

  api: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL });
    await use(api);
    await api.dispose();
  },

  signUp: async ({ page }, use) => {
    await use((overrides) => signUpViaApi(page.request, overrides));
  },
});

export { expect };

/**
 * A server-rendered page shows before it responds (React takes it over a moment later): after loading one, wait
 * until it is live (<html data-live>, shell/src/app/useMarkLive.ts), as a traveller waits for the page to respond.
 */
function waitForLivePages(page: Page) {
  for (const method of ['goto', 'reload'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      // A test of the page's first moments (slowPhone.ts's openToFirstPaint) asks only for the commit: no wait.
      const options = args[method === 'goto' ? 1 : 0] as { waitUntil?: string } | undefined;
      if (options?.waitUntil === 'commit') return response;
      const isPage =
        response?.headers()['content-type']?.includes('text/html') &&
        (await response.text()).includes('data-server-rendered');
      if (isPage) await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
      return response;
    };
  }
}
export { checkA11y, WCAG_TAGS } from './a11y';
export { A11Y_WIDTHS, atWidths, WIDTHS } from './widths';
export { uniqueEmail, newUser, signUpViaApi, signInViaApi, signInViaUi, type TestUser } from './accounts';
export { guardPage, ConsoleErrors } from './consoleGuard';
export { BASE_URL, E2E_OFFSET, FAULT_OFFSETS, originOf, portsAt } from './ports';
export { startDedicatedStack, REPO_ROOT, type DedicatedStack } from './dedicatedStack';
export { startFakeRemote, type FakeRemote } from './fakeRemote';

/** Marks the current document so a test can tell a client-side update from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __kemetMarker: string }).__kemetMarker = 'still-here'));
}

/** True when the document marked by markDocument() is still the one shown (no reload happened). */
export async function documentStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __kemetMarker?: string }).__kemetMarker === 'still-here');
}
