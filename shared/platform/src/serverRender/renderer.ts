// @kemet/platform/server-render/renderer: what the shell's server render needs of the platform (built into the shell's
// server bundle only; the browser's part of the handover, adoptPageState, useHydrated and useNow, is in the main entry).
export { setRequestScopeReader, type RequestScope } from './requestScope';
export { preferencesOfRequest } from '../i18n/preferencesStore';
export { setServerRemotes, withTimeout } from '../federation/remoteLoader';
export { ServerRouter } from './ServerRouter';
export { pageStateOf, PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';
export { REMOTE_RENDERS_IN_BROWSER } from '../federation/RemoteComponent';
export { I18nextProvider } from '../i18n/i18n';
