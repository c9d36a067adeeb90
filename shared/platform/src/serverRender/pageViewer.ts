// Who the server rendered the page for: signed in or not, and the account's roles, as the data service confirmed them
// from the request's session cookie. The header's entries for a signed-in visitor or a role are then in the HTML, and
// the browser hydrates against the same viewer before its own account state takes over (auth/useViewer.ts).
import type { Viewer } from '../federation/siteComposition';
import { requestScope } from './requestScope';

export const SIGNED_OUT_VIEWER: Viewer = { loggedIn: false, roles: [] };

let adoptedViewer: Viewer = SIGNED_OUT_VIEWER;

/** The viewer the page state carries (pageState.ts). */
export function setPageViewer(viewer: Viewer): void {
  adoptedViewer = viewer;
}

/** On the server, the request's viewer; in the browser, the one the server rendered the page for. */
export function pageViewer(): Viewer {
  return requestScope()?.viewer ?? adoptedViewer;
}
