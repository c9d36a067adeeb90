// The visitor as pages and header entries see them (a remote manifest's `signedIn` and `role`). While the page
// hydrates it is the viewer the server rendered for, so the HTML and the first render agree; then the browser's account:
// the confirmed account's roles, or, until the service confirmed it, the server's roles for the same signed-in visitor.
import type { Viewer } from '../federation/siteComposition';
import { pageViewer, SIGNED_OUT_VIEWER } from '../serverRender/pageViewer';
import { useHydrated } from '../serverRender/useHydrated';
import type { AuthState } from './authStore';
import { useAuth } from './useAuth';

/** The viewer of an account state: the roles of the account the server confirmed, none before. */
export function viewerOf({ loggedIn, user }: Pick<AuthState, 'loggedIn' | 'user'>): Viewer {
  return { loggedIn, roles: (loggedIn && user?.roles) || [] };
}

export function useViewer(): Viewer {
  const auth = useAuth();
  const hydrated = useHydrated();
  const rendered = pageViewer();
  if (!hydrated) return rendered;
  if (auth.loggedIn && !auth.user && rendered.loggedIn) return rendered;
  return auth.loggedIn ? viewerOf(auth) : SIGNED_OUT_VIEWER;
}
