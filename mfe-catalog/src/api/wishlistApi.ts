// The wishlist's calls to the data service (docs/product/wishlist.md): the signed-in traveller's list and its writes,
// and a shared list read by its link's token.
import type {
  NewWishlistShare,
  SharedWishlist,
  Wishlist,
  WishlistIds,
  WishlistMergeResult,
  WishlistPartyParams,
} from '@kemet/contract';
import { apiRequest, toQueryString } from '@kemet/platform';

/** The party whose places a wishlist's next sessions must have; none given: one person. */
export type WishlistParty = WishlistPartyParams;

export const wishlistApi = {
  ids: (signal?: AbortSignal) => apiRequest<WishlistIds>('/me/wishlist/ids', { signal }),
  list: (party: WishlistParty, signal?: AbortSignal) =>
    apiRequest<Wishlist>(`/me/wishlist${toQueryString({ ...party })}`, { signal }),
  save: (experienceId: number) => apiRequest<void>(`/me/wishlist/items/${experienceId}`, { method: 'PUT' }),
  remove: (experienceId: number) => apiRequest<void>(`/me/wishlist/items/${experienceId}`, { method: 'DELETE' }),
  merge: (experienceIds: number[]) =>
    apiRequest<WishlistMergeResult>('/me/wishlist/merge', { method: 'POST', body: { experienceIds } }),
  share: () => apiRequest<NewWishlistShare>('/me/wishlist/shares', { method: 'POST' }),
  revokeShare: (id: number) => apiRequest<void>(`/me/wishlist/shares/${id}`, { method: 'DELETE' }),
  shared: (token: string, party: WishlistParty, signal?: AbortSignal) =>
    apiRequest<SharedWishlist>(`/wishlists/shared/${encodeURIComponent(token)}${toQueryString({ ...party })}`, {
      signal,
    }),
};
