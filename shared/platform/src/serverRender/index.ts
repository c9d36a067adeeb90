// @kemet/platform/server-render: what the shell's server render and the remotes' server hooks use. Built into the
// shell's server bundle (and read by tests), never into a page: the browser's part of the handover
// (adoptPageState, useHydrated, useNow) is in the main entry.
export type { PageHead, PrefetchResult, ServerPageContext, ServerPageHooks } from './serverPage';
export { SITE_NAME, absoluteUrl, escapeHtml, headTagsHtml, scriptJson, type HeadPage } from './headTags';
export { setRequestScopeReader, type RequestScope } from './requestScope';
export { preferencesOfRequest } from '../i18n/preferencesStore';
export { setServerRemotes } from '../federation/remoteLoader';
export { ServerRouter } from './ServerRouter';
export { pageStateOf, PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';
export { REMOTE_RENDERS_IN_BROWSER } from '../federation/RemoteComponent';
export { I18nextProvider } from '../i18n/i18n';
