// @kemet/platform/server-render: what the shell's server and the remotes' server hooks share. Server-safe: no
// browser import (no DOM, no React component), so Node loads it without a bundle.
export type { PageHead, PrefetchResult, ServerPageContext, ServerPageHooks } from './serverPage';
export { SITE_NAME, absoluteUrl, escapeHtml, headTagsHtml, scriptJson, type HeadPage } from './headTags';
