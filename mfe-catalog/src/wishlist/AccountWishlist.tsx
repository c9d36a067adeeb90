// A signed-in traveller's wishlist: the account's list (the device's merged in first), each with its next date for the
// party, and the panel that shares it.
import { useQuery } from '@tanstack/react-query';
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import type { WishlistParty } from '../api/wishlistApi';
import { wishlistQuery } from '../api/wishlistQueries';
import { SharePanel } from './SharePanel';
import { WishlistItems } from './WishlistItems';
import { WishlistLoading } from './WishlistLoading';

/** Until the search's remembered party is wired in, the next date is the first with a place for one person. */
const PARTY: WishlistParty = {};

export function AccountWishlist() {
  const { t } = useTranslation('catalog');
  const query = useQuery(wishlistQuery(PARTY));
  if (query.isPending) return <WishlistLoading label={t('wishlist.loading')} />;
  if (query.isError)
    return <QueryError what={t('wishlist.what')} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <>
      <WishlistItems items={query.data.items} empty={t('wishlist.empty')} />
      <SharePanel share={query.data.share} />
    </>
  );
}
