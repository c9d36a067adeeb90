// The app's index.html as served: the runtime config inlined (no extra round trip before the remotes load), early
// connections to the remotes' origins, and per page the preloads of every file it will need (preloadManifest.ts).
import { readFileSync } from 'node:fs';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './runtimeConfig';

/** Id of the page's state element (the platform's pageState.ts reads it; kept in step by pageHtml.test.ts). */
export const PAGE_STATE_ELEMENT_ID = 'kemet-page-state';

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * Returns the page with the given preload links in its <head>, in the given language and direction, and early
 * connections to the given remote origins (by default every remote's).
 */
export function pageHtmlTemplate(
  indexHtmlPath: string,
  config: RuntimeConfig,
  remoteOrigins: string[],
): (preloads: string, language?: PageLanguage, origins?: string[], pageConfig?: RuntimeConfig) => string {
  const html = readFileSync(indexHtmlPath, 'utf8');
  const preconnectsTo = (origins: string[]) =>
    origins
      .map((origin) => `<link rel="preconnect" href="${origin}"><link rel="preconnect" href="${origin}" crossorigin>`)
      .join('');
  const allPreconnects = preconnectsTo(remoteOrigins);
  const inlineConfig = (inlined: RuntimeConfig) =>
    `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${safeJson(inlined)}</script>`;
  // Before the entry's <script>, so the preloads are requested first and in the order given.
  const at = html.indexOf('<script');
  if (at < 0 || at > html.indexOf('</head>')) throw new Error(`${indexHtmlPath} has no <script> in its <head>`);
  const [before, after] = [html.slice(0, at), html.slice(at)];
  // The minifier may drop the quotes: <html lang=en>.
  const htmlTag = /<html lang="?en"?>/;
  if (!htmlTag.test(before)) throw new Error(`${indexHtmlPath} must open with <html lang="en">`);
  // The config as the page's request found it (the remotes' manifests change while the server runs).
  return (preloads, language, origins, pageConfig = config) => {
    const head = language ? before.replace(htmlTag, `<html lang="${language.lang}" dir="${language.dir}">`) : before;
    return `${head}${origins ? preconnectsTo(origins) : allPreconnects}${preloads}${inlineConfig(pageConfig)}${after}`;
  };
}

export interface RenderedPageParts {
  preloads: string;
  language: PageLanguage;
  /** The page's head (title, description, sharing, JSON-LD): replaces the template's title and description. */
  headHtml: string;
  /** Stylesheets of the remote parts the server rendered. */
  stylesheets: string[];
  /**
   * Origins of the remotes whose parts are on the page: the only early connections worth making before the first
   * paint (each one costs the browser work while it paints; another remote's is opened when it is needed).
   */
  origins: string[];
  /** The runtime config to inline, as of this page. */
  config: RuntimeConfig;
}

/** The page around a server-rendered body: what comes before it (through <div id="root">) and after it. */
export function renderedPageTemplate(
  indexHtmlPath: string,
  config: RuntimeConfig,
  remoteOrigins: string[],
): (parts: RenderedPageParts) => { start: string; end: (state: unknown) => string } {
  const withPreloads = pageHtmlTemplate(indexHtmlPath, config, remoteOrigins);
  return ({ preloads, language, headHtml, stylesheets, origins, config: pageConfig }) => {
    const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href.replace(/"/g, '&quot;')}">`).join('');
    const html = withPreloads(`${preloads}${links}`, language, origins, pageConfig)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="?description"?[^>]*>/, '')
      .replace('</head>', `${headHtml}</head>`);
    const root = html.match(/<div id="?root"?><\/div>/);
    if (!root || root.index === undefined) throw new Error(`${indexHtmlPath} has no empty <div id="root">`);
    const start = `${html.slice(0, root.index)}<div id="root" data-server-rendered>`;
    const after = html.slice(root.index + root[0].length);
    return {
      start,
      end: (state) =>
        `</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${safeJson(state)}</script>${after}`,
    };
  };
}
