// The stylesheets of a server-rendered page, written into its <head> as <style data-href="…"> instead of linked.
// A linked stylesheet blocks the first paint until it has arrived, and a page links five of them from two origins
// (the shell's and its remote's): on the desktop profile the first paint of /home waited some 300 ms for them, on a
// slow phone a round trip to each origin. Inlined, the page paints from its HTML alone.
//
// The browser's copy of a stylesheet is found again by its URL: mini-css-extract-plugin's chunk loader, in the shell
// and in every remote, looks for a <style data-href> with the URL it would load before adding a <link>, so a part's
// chunk does not fetch its stylesheet a second time (e2e/tests/platform/preloads.spec.ts).
//
// The files carry a content hash (the shell's main.css aside, which changes with the shell's own build), so a text,
// once read, stays true: the shell's own from its dist/, a remote's fetched at start and by the first page that names
// it (which waits for it at most STYLESHEET_WAIT_MS). When a text cannot be had in time, the page links the
// stylesheet as before.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { waitAtMost } from './waitAtMost';

/** A stylesheet larger than this is linked, not inlined (it would hold up the HTML more than its request costs). */
export const MAX_INLINE_BYTES = 64 * 1024;
/** Different stylesheets kept; past it, a new one is linked (each remote deploy brings new names). */
const MAX_KEPT = 500;
const FETCH_TIMEOUT_MS = 2_000;
/** How long a page waits for a stylesheet it names that has not been fetched yet (a remote's new build). */
export const STYLESHEET_WAIT_MS = 300;

// A placeholder origin: resolving a root-relative stylesheet's url() against it, then dropping it, keeps it root-relative.
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * The stylesheet's `url()`s made independent of where the text sits: a remote's `url(assets/x.png)` is relative to
 * the remote's origin, not the shell's page. Fragments (`#default#VML`) and data URLs are kept as they are.
 */
export function rebaseUrls(css: string, href: string): string {
  const base = new URL(href, SAME_ORIGIN);
  return css.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g, (whole, quote: string, ref: string) => {
    if (ref === '' || ref.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(ref)) return whole;
    const resolved = new URL(ref, base);
    const url = resolved.origin === SAME_ORIGIN ? `${resolved.pathname}${resolved.search}${resolved.hash}` : resolved.href;
    return `url(${quote}${url}${quote})`;
  });
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
// Text inside <style> ends at the first "</style": a stylesheet may not contain one (CSS reads "<\/" as "</").
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export const linkTag = (href: string) => `<link rel="stylesheet" href="${attr(href)}">`;
export const styleTag = (href: string, css: string) => `<style data-href="${attr(href)}">${styleText(css)}</style>`;

export class InlineStylesheets {
  private readonly texts = new Map<string, string | null>();
  private readonly fetching = new Map<string, Promise<void>>();

  /**
   * @param distDir the app's own built files: a root-relative href (`/main.css`) is read from here
   * @param fetchText how a remote's stylesheet is fetched (tests give their own)
   */
  constructor(
    private readonly distDir: string,
    private readonly fetchText: (url: string) => Promise<string | undefined> = fetchStylesheet,
  ) {}

  /** The tags for these stylesheets, in their order: inlined where the text is known, linked otherwise. */
  tags(hrefs: string[]): string {
    return hrefs
      .map((href) => {
        const css = this.text(href);
        return css === undefined ? linkTag(href) : styleTag(href, css);
      })
      .join('');
  }

  /** Fetches the remote texts not known yet, waiting for them at most `withinMs`; never rejects. */
  async warm(hrefs: string[], withinMs = FETCH_TIMEOUT_MS): Promise<void> {
    const missing = hrefs.filter((href) => isRemote(href) && !this.texts.has(href));
    if (missing.length > 0) await waitAtMost(Promise.all(missing.map((href) => this.fetchOnce(href))), withinMs);
  }

  private text(href: string): string | undefined {
    const known = this.texts.get(href);
    if (known !== undefined) return known ?? undefined;
    if (isRemote(href)) {
      void this.fetchOnce(href);
      return undefined;
    }
    return this.keep(href, this.readOwn(href)) ?? undefined;
  }

  private readOwn(href: string): string | undefined {
    const file = path.join(this.distDir, path.normalize(decodeURIComponent(new URL(href, SAME_ORIGIN).pathname)));
    if (!file.startsWith(this.distDir + path.sep)) return undefined;
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  }

  private fetchOnce(href: string): Promise<void> {
    if (this.texts.has(href)) return Promise.resolve();
    let fetching = this.fetching.get(href);
    if (!fetching) {
      fetching = this.fetchText(href)
        .catch(() => undefined)
        .then((css) => {
          this.fetching.delete(href);
          // A failed fetch is asked again by a later page (the remote may have been down for a moment).
          if (css !== undefined) this.keep(href, css);
        });
      this.fetching.set(href, fetching);
    }
    return fetching;
  }

  /** Keeps the text (or that there is none to inline) if there is room; returns what to write. */
  private keep(href: string, css: string | undefined): string | null {
    const usable = css !== undefined && Buffer.byteLength(css) <= MAX_INLINE_BYTES ? rebaseUrls(css, href) : null;
    if (this.texts.size < MAX_KEPT) this.texts.set(href, usable);
    return usable;
  }
}

const isRemote = (href: string) => /^https?:\/\//i.test(href);

async function fetchStylesheet(url: string): Promise<string | undefined> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok || !response.headers.get('content-type')?.startsWith('text/css')) return undefined;
  return response.text();
}
