// Who is looking at the page, as the remotes' manifests gate pages and entries: signed in or not, and their roles
// (an account carries none yet: an entry for a role is shown to no one until accounts name theirs).
import type { AuthState, Viewer } from '@kemet/platform';

export function viewerOf({ loggedIn }: Pick<AuthState, 'loggedIn'>): Viewer {
  return { loggedIn, roles: [] };
}
