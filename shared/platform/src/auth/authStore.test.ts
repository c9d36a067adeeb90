import { createAuthStore, USER_TOKEN_KEY } from './authStore';
import type { User } from '@kemet/contract';

const user: User = {
  id: 1,
  fullName: 'Nour Hassan',
  email: 'nour@example.com',
  UId: 'KMT-123',
  isAdmin: false,
  rating: 0,
  createdAt: '2026-01-01T00:00:00Z',
  roles: [],
};

describe('authStore', () => {
  it('starts logged in when userToken exists', () => {
    localStorage.setItem(USER_TOKEN_KEY, 'KMT-9');
    expect(createAuthStore().getState()).toEqual({ loggedIn: true, uid: 'KMT-9', user: null });
  });

  it('starts logged out without userToken', () => {
    expect(createAuthStore().getState().loggedIn).toBe(false);
  });

  it('stores the UId on sign-in and removes it on sign-out, telling subscribers', () => {
    const store = createAuthStore();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().loggedIn));
    store.signIn(user);
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBe('KMT-123');
    store.signOut();
    expect(localStorage.getItem(USER_TOKEN_KEY)).toBeNull();
    expect(seen).toEqual([true, false]);
  });

  it('follows another tab through the storage event', () => {
    const store = createAuthStore();
    localStorage.setItem(USER_TOKEN_KEY, 'KMT-77');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY, newValue: 'KMT-77' }));
    expect(store.getState()).toMatchObject({ loggedIn: true, uid: 'KMT-77' });
    localStorage.removeItem(USER_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY, newValue: null }));
    expect(store.getState().loggedIn).toBe(false);
  });

  it('announces each change of account, here or in another tab, and not a refreshed user of the same one', () => {
    const store = createAuthStore();
    const accounts: (string | null)[] = [];
    const stop = store.onAccountChange((uid) => accounts.push(uid));
    store.signIn(user);
    store.signIn(user);
    store.signOut();
    localStorage.setItem(USER_TOKEN_KEY, 'KMT-77');
    window.dispatchEvent(new StorageEvent('storage', { key: USER_TOKEN_KEY, newValue: 'KMT-77' }));
    stop();
    store.signOut();
    expect(accounts).toEqual(['KMT-123', null, 'KMT-77']);
  });
});
