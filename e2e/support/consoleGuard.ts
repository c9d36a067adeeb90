// Records a page's console errors and uncaught page errors so a test fails on any that it did not expect.
import type { Page } from '@playwright/test';

export class ConsoleErrors {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];
  private readonly pending: Promise<void>[] = [];

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
      new RegExp(
        `Failed to load resource: the server responded with a status of ${status ?? '\\d+'} .*\\(at [^)]*${escaped}[^)]*\\)$`,
      ),
    );
  }

  record(text: string) {
    this.seen.push(text);
  }

  /** Records what `detail` finds once it has found it (settled() waits for it). */
  recordLater(detail: Promise<string | undefined>) {
    this.pending.push(detail.then((text) => void (text && this.record(text))).catch(() => undefined));
  }

  /** Resolves once every recordLater() has recorded what it found. */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
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

/** React's production hydration errors (418: the HTML did not match, 419/421/423/425: a boundary rendered anew). */
const HYDRATION_ERROR = /Minified React error #4(18|19|21|23|25)\b|[Hh]ydration/;

/** Attach the recorder to a page; call it for pages opened by hand (context.newPage()). */
export function guardPage(page: Page, errors: ConsoleErrors) {
  void keepServerHtml(page);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    errors.record(`console.error: ${message.text()}${where ? ` (at ${where})` : ''}`);
    if (HYDRATION_ERROR.test(message.text())) errors.recordLater(whereHtmlChanged(page));
  });
  page.on('pageerror', (error) => errors.record(`page error: ${error.name}: ${error.message}`));
}

/**
 * A production build's hydration error does not say where: the page keeps the server's HTML of #root as parsed
 * (readyState "interactive" comes before any deferred script runs), so a failure can show where the live page first
 * differs from it.
 */
function keepServerHtml(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __kemetServerHtml?: string }).__kemetServerHtml =
        document.getElementById('root')?.innerHTML;
    });
  });
}

async function whereHtmlChanged(page: Page): Promise<string | undefined> {
  const { server, live } = await page.evaluate(() => ({
    server: (window as unknown as { __kemetServerHtml?: string }).__kemetServerHtml,
    live: document.getElementById('root')?.innerHTML,
  }));
  if (server === undefined || live === undefined) return undefined;
  // React's boundary markers go when it renders a boundary anew: compare what a reader sees, not the markers.
  const withoutMarkers = (html: string) => html.replace(/<!--.*?-->/gs, '');
  const before = withoutMarkers(server);
  const after = withoutMarkers(live);
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  if (at === before.length && at === after.length)
    return '  #root ends as the server sent it: something changed it before React took it over';
  const around = (html: string) => html.slice(Math.max(0, at - 160), at + 240);
  return `  where #root first differs from the server's HTML (character ${at}):\n    server: ${around(before)}\n    live:   ${around(after)}`;
}

/** Map tiles come from a public tile host that is unreachable here: answer them with a blank tile instead. */
const BLANK_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function stubMapTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org|\/\{?z\}?\/\d+\/\d+\.png$/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_PNG }),
  );
}
