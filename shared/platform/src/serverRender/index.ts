// @kemet/platform/server-render: what the remotes' server hooks and the shell's server share. Server-safe: no
// browser import (no DOM, no React component), so the API's tests can read it too.
export type { PageHead, PrefetchResult, ServerPageContext, ServerPageHooks } from './serverPage';
export { SITE_NAME, absoluteUrl, escapeHtml, headTagsHtml, scriptJson, type HeadPage } from './headTags';
