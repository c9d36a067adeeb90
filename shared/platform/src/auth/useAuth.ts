// React hook over the shared auth store. The server knows no account (pages are the same for everyone, so a CDN can
// keep them): it renders signed out, and a hydrating page does too before it shows the stored account.
import { useSyncExternalStore } from 'react';
import { authStore, type AuthState } from './authStore';

const SIGNED_OUT: AuthState = { loggedIn: false, uid: null, user: null };

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, () => SIGNED_OUT);
}
