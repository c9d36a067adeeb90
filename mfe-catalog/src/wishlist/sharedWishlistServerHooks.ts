// The shared wishlist's server hook: the list, for the visit's party, comes with the page; a stopped or unknown link
// answers 404, and the browser hydrates its message from the page state without asking again.
import { ApiError } from '@kemet/platform';
import type { PrefetchResult, ServerPageContext } from '@kemet/platform/server-render';
import { sharedWishlistQuery, wishlistKeys } from '../api/wishlistQueries';
import { wishlistPartyOf } from './wishlistPartyOf';

export async function prefetchSharedWishlist(ctx: ServerPageContext): Promise<PrefetchResult> {
  const token = ctx.params.token ?? '';
  try {
    await ctx.queryClient.fetchQuery(sharedWishlistQuery(token, wishlistPartyOf(ctx.party)));
    return 'found';
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    ctx.queryClient.setQueryData(wishlistKeys.sharedMissing(token), true);
    return 'not-found';
  }
}
