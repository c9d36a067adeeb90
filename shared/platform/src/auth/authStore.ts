// The site's one auth state (a shared singleton): logged-in flag, UId and, once confirmed, the user.
// localStorage.userToken holds the UId, but only as a hint: the server session decides (docs/product/rules.md#sessions).
import type { User } from '@kemet/contract';
import { forgetOfflinePages } from '../offline/keepPageOffline';
import { forgetSavedTicketPages } from '../offline/savedTicketPageKeys';
import { onServer } from '../serverRender/requestScope';
import { emptyStorage } from '../serverRender/emptyStorage';

export const USER_TOKEN_KEY = 'userToken';

export interface AuthState {
  loggedIn: boolean;
  uid: string | null;
  user: User | null;
}

type Listener = () => void;

export function createAuthStore(storage: Storage = window.localStorage, target: Window = window) {
  const fromStorage = (): AuthState => {
    const uid = storage.getItem(USER_TOKEN_KEY);
    return { loggedIn: uid !== null, uid, user: null };
  };
  let state = fromStorage();
  const listeners = new Set<Listener>();

  const set = (next: AuthState) => {
    state = next;
    listeners.forEach((listener) => listener());
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
    signIn(user: User) {
      storage.setItem(USER_TOKEN_KEY, user.UId);
      set({ loggedIn: true, uid: user.UId, user });
    },
    /** Also forgets the device's saved ticket pages and the worker's kept copies: they belong to the account. */
    signOut() {
      storage.removeItem(USER_TOKEN_KEY);
      forgetSavedTicketPages(storage);
      forgetOfflinePages();
      set({ loggedIn: false, uid: null, user: null });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

// On the server no one is signed in: a store over an empty storage that nothing writes to.
export const authStore: AuthStore = onServer ? createAuthStore(emptyStorage(), new EventTarget() as Window) : createAuthStore();
