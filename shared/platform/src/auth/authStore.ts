// The site's one auth state (a shared singleton): logged-in flag, UId and, once confirmed, the user.
// localStorage.userToken holds the UId, but only as a hint: the server session decides
// (docs/product/rules.md#sessions).
import type { User } from '@kemet/contract';
import { onServer } from '../serverRender/requestScope';
import { emptyStorage } from '../serverRender/emptyStorage';

export const USER_TOKEN_KEY = 'userToken';

export interface AuthState {
  loggedIn: boolean;
  uid: string | null;
  user: User | null;
}

type Listener = () => void;
/** Told the account now on the page: its UId, or null once signed out. */
export type AccountListener = (uid: string | null) => void;

export function createAuthStore(storage: Storage = window.localStorage, target: Window = window) {
  const fromStorage = (): AuthState => {
    const uid = storage.getItem(USER_TOKEN_KEY);
    return { loggedIn: uid !== null, uid, user: null };
  };
  let state = fromStorage();
  const listeners = new Set<Listener>();
  const accountListeners = new Set<AccountListener>();

  const set = (next: AuthState) => {
    const accountChanged = next.uid !== state.uid;
    state = next;
    listeners.forEach((listener) => listener());
    if (accountChanged) accountListeners.forEach((listener) => listener(next.uid));
  };

  // Another tab signed in or out: follow it.
  target.addEventListener('storage', (event) => {
    if (event.key === USER_TOKEN_KEY || event.key === null) {
      const next = fromStorage();
      set(next.uid === state.uid ? { ...next, user: state.user } : next);
    }
  });

  return {
    getState: () => state,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Announces each change of account (a sign-in, a sign-out here or in another tab, a session the server ended), so
     * the apps that keep an account's data on the device drop it themselves.
     */
    onAccountChange: (listener: AccountListener) => {
      accountListeners.add(listener);
      return () => accountListeners.delete(listener);
    },
    signIn(user: User) {
      storage.setItem(USER_TOKEN_KEY, user.UId);
      set({ loggedIn: true, uid: user.UId, user });
    },
    signOut() {
      storage.removeItem(USER_TOKEN_KEY);
      set({ loggedIn: false, uid: null, user: null });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

// On the server no one is signed in: a store over an empty storage that nothing writes to.
export const authStore: AuthStore = onServer
  ? createAuthStore(emptyStorage(), new EventTarget() as Window)
  : createAuthStore();
