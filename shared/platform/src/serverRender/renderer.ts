// @kemet/platform/server-render/renderer: what the shell's server render needs of the platform (built into the shell's
// server bundle only; the browser's part of the handover, adoptPageState, useHydrated and useNow, is in the main entry).
export { setRequestScopeReader, type RequestScope } from './requestScope';
export { preferencesOfRequest } from '../i18n/preferencesStore';
export { setServerRemotes, withTimeout } from '../federation/remoteLoader';
export { ServerRouter } from './ServerRouter';
export { PAGE_STATE_ELEMENT_ID, type PageState } from './pageState';
export { SIGNED_OUT_VIEWER } from './pageViewer';
export { pageStateOf } from './pageStateOf';
export { REMOTE_RENDERS_IN_BROWSER } from '../federation/RemoteComponent';
export { I18nextProvider } from '../i18n/i18n';

// The server renders each part at once, inside TanStack Query's provider: the frame the browser loads with its first
// part is here from the start.
import * as queryFrame from '../query/queryFrame';
import { provideQueryFrame } from '../query/QueryProvider';
provideQueryFrame(queryFrame);
