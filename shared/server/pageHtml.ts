// The app's index.html as served: the runtime config inlined (no extra round trip before the remotes load)
// and early connections to the remotes' origins.
import { readFileSync } from 'node:fs';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from './runtimeConfig';

// JSON inside <script> must not be able to close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderPageHtml(indexHtmlPath: string, config: RuntimeConfig, remoteOrigins: string[]): string {
  const html = readFileSync(indexHtmlPath, 'utf8');
  const preconnects = remoteOrigins
    .map((origin) => `<link rel="preconnect" href="${origin}"><link rel="preconnect" href="${origin}" crossorigin>`)
    .join('');
  const inlineConfig = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${safeJson(config)}</script>`;
  return html.replace('</head>', `${preconnects}${inlineConfig}</head>`);
}
