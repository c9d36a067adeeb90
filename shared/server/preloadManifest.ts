// preload-manifest.json: what each part of an app needs before it can render. Every app's build writes one
// (build/preloadManifestPlugin.ts); the shell's server reads them to list, in a page's <head>, the files the page
// will need, so the browser fetches them at once instead of discovering them one wave at a time
// (entry → shared chunks → remote manifest → remote entry → exposed module → the shared modules it uses).
//
// A remote's own scripts are not preloaded: Chromium hands a failed preload to the first request for that URL, so
// a remote that was down when the page opened would fail again on Retry after it came back. Its manifest is safe
// (the first load attempt always fetches it first), and so are the shell's files. Measured on the slow-phone
// profile, preloading the remote's scripts too gained nothing: they only competed with the shell's for bandwidth.

import type { PagePart } from '@kemet/platform/federation/contract';

export type { PagePart };

export const PRELOAD_MANIFEST_FILE = 'preload-manifest.json';

export interface Files {
  js: string[];
  css: string[];
}

export interface PreloadManifest {
  /** The app's own page: its entry's files and the shared modules the entry uses before the first render. */
  startup: Files & { shared: string[] };
  /** Chunks behind each shared module this app provides, by share key, and the shared modules those use. */
  shared: Record<string, Files & { shared: string[] }>;
  /** Each exposed module: the shared modules it uses. */
  exposes: Record<string, { shared: string[] }>;
}

export interface RemoteFiles {
  /** URL of the remote's mf-manifest.json; its other files live next to it. */
  manifestUrl: string;
  manifest: PreloadManifest;
}

/**
 * The <link> tags that start the downloads a page needs: the app's own entry and startup chunks, then for each remote
 * part its federation manifest and the chunks of the shared modules it uses that this app provides and has not
 * loaded already. Parts whose remote is unknown (down, or not answered yet) are left out.
 *
 * A page the server rendered paints from its HTML and stylesheets alone, so it gets the stylesheets only: measured on
 * the desktop profile, a dozen script preloads in flight before the first paint cost it about 70 ms (median LCP of
 * /home 312 → 244 ms without them), while its entry script, deferred, still loads at once and fetches the rest.
 */
export function preloadLinks(
  own: PreloadManifest,
  remotes: Record<string, RemoteFiles | undefined>,
  parts: PagePart[],
  { stylesheetsOnly = false } = {},
): string {
  const loaded = new Set<string>();
  // The entry first: as a deferred script it would otherwise get a low priority behind the preloads.
  const links = [
    ...own.startup.js.map((file) => script(`/${file}`)),
    ...sharedFiles(own, withDependencies(own, own.startup.shared, loaded)),
  ];
  for (const part of parts) {
    const remote = remotes[part.remote];
    const exposed = remote?.manifest.exposes[part.module];
    if (!remote || !exposed) continue;
    links.push(`<link rel="preload" as="fetch" crossorigin href="${attr(remote.manifestUrl)}">`);
    links.push(...sharedFiles(own, withDependencies(own, exposed.shared, loaded)));
  }
  return [...new Set(links)].filter((link) => !stylesheetsOnly || link.startsWith(STYLESHEET)).join('');
}

/** The keys, the shared modules they use in turn, minus those already loaded (which it updates). */
function withDependencies(own: PreloadManifest, keys: string[], loaded: Set<string>): string[] {
  const added: string[] = [];
  const visit = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    added.push(key);
    own.shared[key]?.shared.forEach(visit);
  };
  keys.forEach(visit);
  return added;
}

function sharedFiles(own: PreloadManifest, keys: string[]): string[] {
  const files = keys.flatMap((key) => own.shared[key] ?? []);
  return [
    ...files.flatMap((entry) => entry.css.map((file) => style(`/${file}`))),
    ...files.flatMap((entry) => entry.js.map((file) => script(`/${file}`))),
  ];
}

// No crossorigin attribute: the federation runtime and webpack load scripts and styles without one, and a preload
// is only reused by a request in the same mode.
const script = (href: string) => `<link rel="preload" as="script" href="${attr(href)}">`;
// A stylesheet, not a preload: the server-rendered HTML needs it to paint (the page's parts are already in it).
const STYLESHEET = '<link rel="stylesheet"';
const style = (href: string) => `${STYLESHEET} href="${attr(href)}">`;
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
