// Records a page's console errors and uncaught page errors so a test fails on any that it did not expect.
import type { Page } from '@playwright/test';

export class ConsoleErrors {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  /** Expect errors matching this pattern in the current test (e.g. a stopped server's failed loads). */
  allow(...patterns: RegExp[]) {
    this.allowed.push(...patterns);
  }

  /**
   * Expect the browser's "Failed to load resource: … status of 404" line for a request the test provokes on purpose
   * (e.g. allowFailedRequest('/api/sessions', 401) for a wrong password). Chromium logs every 4xx/5xx fetch this way.
   */
  allowFailedRequest(path: string, status?: number) {
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    this.allowed.push(
      new RegExp(`Failed to load resource: the server responded with a status of ${status ?? '\\d+'} .*\\(at [^)]*${escaped}[^)]*\\)$`),
    );
  }

  record(text: string) {
    this.seen.push(text);
  }

  /** Every error seen so far, allowed or not. */
  all(): string[] {
    return [...this.seen];
  }

  unexpected(): string[] {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }

  /** Forget what was seen so far (after a step whose errors were intended). */
  clear() {
    this.seen.length = 0;
  }
}

/** Attach the recorder to a page; call it for pages opened by hand (context.newPage()). */
export function guardPage(page: Page, errors: ConsoleErrors) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.record(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
  });
  page.on('pageerror', (error) => errors.record(`page error: ${error.name}: ${error.message}`));
}

/** Map tiles come from a public tile host that is unreachable here: answer them with a blank tile instead. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function stubMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org|\/\{?z\}?\/\d+\/\d+\.png$/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
}
