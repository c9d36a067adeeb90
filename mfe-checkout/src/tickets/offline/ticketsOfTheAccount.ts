// The tickets kept on this device belong to one account. The platform announces each change of account; checkout then
// drops the saved pages of any other account and tells the service worker to forget its kept copies. A sign-out on a
// page that had not loaded this module is caught up the next time it loads, before a saved page is read.
import { authStore } from '@kemet/platform';
import { forgetOfflinePages } from './keepPageOffline';
import { forgetTicketPagesNotOf } from './savedTicketPages';

function keepOnlyTheAccount(uid: string | null): void {
  const forgotSome = forgetTicketPagesNotOf(uid);
  if (forgotSome || uid === null) forgetOfflinePages();
}

let following = false;

/** Drops other accounts' tickets now and at each change of account; once per page, however often it is called. */
export function followTheAccount(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  const { uid } = authStore.getState();
  if (forgetTicketPagesNotOf(uid)) forgetOfflinePages();
  authStore.onAccountChange(keepOnlyTheAccount);
}
