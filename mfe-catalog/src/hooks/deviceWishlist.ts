// The wishlist of a signed-out visitor, kept on the device (localStorage) until they sign in and it is merged into
// their account (useSavedExperiences). Every ♥ on the page reads the same store and hears its changes, those of other
// tabs too (the storage event).
import { useSyncExternalStore } from 'react';
import { WISHLIST_MAX_ITEMS } from '@kemet/contract';

export const DEVICE_WISHLIST_KEY = 'kemet:wishlist';

const listeners = new Set<() => void>();
const NONE: number[] = [];
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: NONE };

function parse(raw: string | null): number[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (a privacy mode): the device keeps nothing.
    return null;
  }
}

function write(ids: number[]) {
  const store = storage();
  if (!store) return;
  if (ids.length === 0) store.removeItem(DEVICE_WISHLIST_KEY);
  else store.setItem(DEVICE_WISHLIST_KEY, JSON.stringify(ids));
  listeners.forEach((listener) => listener());
}

export const deviceWishlist = {
  /** The saved ids, oldest first; the same array until they change (useSyncExternalStore compares them). */
  read: (): number[] => {
    const raw = storage()?.getItem(DEVICE_WISHLIST_KEY) ?? null;
    if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
    return cached.ids;
  },
  /** On the server and while the page hydrates: nothing saved, as the server rendered. */
  serverSnapshot: (): number[] => NONE,
  toggle: (id: number): void => {
    const ids = deviceWishlist.read();
    write(ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id].slice(-WISHLIST_MAX_ITEMS));
  },
  /** Forgets the ids the account took over (ids saved meanwhile stay). */
  forget: (merged: number[]): void => {
    write(deviceWishlist.read().filter((id) => !merged.includes(id)));
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === DEVICE_WISHLIST_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The device's saved ids, read as the server rendered them while the page hydrates. */
export const useDeviceWishlist = (): number[] =>
  useSyncExternalStore(deviceWishlist.subscribe, deviceWishlist.read, deviceWishlist.serverSnapshot);
