// Who is looking at the page, as the remotes' manifests gate pages and entries: signed in or not, and the roles of the
// account the server confirmed (GET /api/me or the sign-in's answer: 'partner', 'partner-owner', 'operations'). Until
// the account is confirmed, and on the server, it has none: a role's entry shows only once the server said so.
import type { AuthState, Viewer } from '@kemet/platform';

export function viewerOf({ loggedIn, user }: Pick<AuthState, 'loggedIn' | 'user'>): Viewer {
  return { loggedIn, roles: (loggedIn && user?.roles) || [] };
}
