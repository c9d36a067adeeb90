// @kemet/platform/server-render: what the shell's server uses to render pages. Server code only; the browser's part of
// the handover (adoptPageState) is in the main entry.
export { setRequestScopeReader, type RequestScope } from './requestScope';
export { preferencesOfRequest } from '../i18n/preferencesStore';
export { setServerRemotes } from '../federation/remoteLoader';
export { ServerRouter } from './ServerRouter';
export { pageStateOf, PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';
export { REMOTE_RENDERS_IN_BROWSER } from '../federation/RemoteComponent';
export { headTagsHtml } from './headTags';
export { I18nextProvider } from '../i18n/i18n';
