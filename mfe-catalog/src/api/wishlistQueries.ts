// The wishlist's queries. The signed-in traveller's sit under their own keys (['my', …]), so the cache forgets them
// when the account on the page changes; a shared list is anyone's, under its token. Reading the account's wishlist
// first merges what the device saved while signed out (once, however many ♥s ask at the same time).
import { queryOptions } from '@tanstack/react-query';
import { myKeys } from '@kemet/platform';
import { deviceWishlist } from '../hooks/deviceWishlist';
import { wishlistApi, type WishlistParty } from './wishlistApi';

export const wishlistKeys = {
  all: [...myKeys.all, 'wishlist'] as const,
  ids: [...myKeys.all, 'wishlist', 'ids'] as const,
  list: (party: WishlistParty) => [...myKeys.all, 'wishlist', 'list', party] as const,
  shared: (token: string, party: WishlistParty) => ['wishlists', 'shared', token, party] as const,
  /** Set by the server's render when the link answered 404 (sharedWishlistServerHooks.ts). */
  sharedMissing: (token: string) => ['wishlists', 'shared', token, 'missing'] as const,
};

let merging: Promise<void> | null = null;

/**
 * Saves the device's list into the account and forgets on the device what the account took; ids a full wishlist had
 * no room for stay on the device, as does everything when the call fails.
 */
export function mergeDeviceWishlist(): Promise<void> {
  const ids = deviceWishlist.read();
  if (ids.length === 0) return Promise.resolve();
  merging ??= wishlistApi
    .merge(ids)
    .then(({ notSaved }) => deviceWishlist.forget(ids.filter((id) => !notSaved.includes(id))))
    .finally(() => {
      merging = null;
    });
  return merging;
}

export const wishlistIdsQuery = () =>
  queryOptions({
    queryKey: wishlistKeys.ids,
    queryFn: async ({ signal }) => {
      await mergeDeviceWishlist();
      return (await wishlistApi.ids(signal)).ids;
    },
  });

export const wishlistQuery = (party: WishlistParty) =>
  queryOptions({
    queryKey: wishlistKeys.list(party),
    queryFn: async ({ signal }) => {
      await mergeDeviceWishlist();
      return wishlistApi.list(party, signal);
    },
  });

export const sharedWishlistQuery = (token: string, party: WishlistParty) =>
  queryOptions({
    queryKey: wishlistKeys.shared(token, party),
    queryFn: ({ signal }) => wishlistApi.shared(token, party, signal),
    retry: false,
  });
