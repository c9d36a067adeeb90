// What the platform's singletons read while the shell's server renders a page: the request's preferences, where the
// data service is and who the page is for. The server installs the reader (an AsyncLocalStorage, so concurrent requests never see each
// other's); in the browser there is none, and every caller keeps its browser behaviour.
import type { PreferencesView } from '../i18n/preferencesStore';
import type { Party } from '@kemet/contract';
import type { Viewer } from '../federation/siteComposition';

export interface RequestScope {
  preferences: PreferencesView;
  /** The data service's origin as the server reaches it (http://127.0.0.1:3000); requests go to <origin>/api/… */
  apiOrigin: string;
  /** When the server rendered the page (ms since the epoch): useNow reads it. */
  renderedAt: number;
  /** Who the page is rendered for, as the data service confirmed the session cookie (pageViewer.ts). */
  viewer: Viewer;
  /** The party remembered for the visit, from the request's cookie (pageParty.ts); null when none. */
  party: Party | null;
}

let read: () => RequestScope | undefined = () => undefined;

export function setRequestScopeReader(reader: () => RequestScope | undefined): void {
  read = reader;
}

export const requestScope = (): RequestScope | undefined => read();

/** True where there is no browser page (the shell's server render). */
export const onServer = typeof window === 'undefined';
