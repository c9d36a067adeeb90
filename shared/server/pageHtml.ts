// The app's index.html as served: the runtime config inlined (no extra round trip before the remotes load), early
// connections to the remotes' origins, and per page the preloads of every file it will need (preloadManifest.ts).
import { readFileSync } from 'node:fs';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './runtimeConfig';

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** Returns the page with the given preload links in its <head>, in the given language and direction. */
export function pageHtmlTemplate(
  indexHtmlPath: string,
  config: RuntimeConfig,
  remoteOrigins: string[],
): (preloads: string, language?: PageLanguage) => string {
  const html = readFileSync(indexHtmlPath, 'utf8');
  const preconnects = remoteOrigins
    .map((origin) => `<link rel="preconnect" href="${origin}"><link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  const inlineConfig = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${safeJson(config)}</script>`;
  // Before the entry's <script>, so the preloads are requested first and in the order given.
  const at = html.indexOf('<script');
  if (at < 0 || at > html.indexOf('</head>')) throw new Error(`${indexHtmlPath} has no <script> in its <head>`);
  const [before, after] = [html.slice(0, at), html.slice(at)];
  // The minifier may drop the quotes: <html lang=en>.
  const htmlTag = /<html lang="?en"?>/;
  if (!htmlTag.test(before)) throw new Error(`${indexHtmlPath} must open with <html lang="en">`);
  return (preloads, language) => {
    const head = language ? before.replace(htmlTag, `<html lang="${language.lang}" dir="${language.dir}">`) : before;
    return `${head}${preconnects}${preloads}${inlineConfig}${after}`;
  };
}
