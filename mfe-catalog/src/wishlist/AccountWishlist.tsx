// A signed-in traveller's wishlist: the account's list (the device's merged in first), each with its next date for the
// party, and the panel that shares it.
import { useQuery } from '@tanstack/react-query';
import { QueryError, useRememberedParty, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { wishlistQuery } from '../api/wishlistQueries';
import { wishlistPartyOf } from './wishlistPartyOf';
import { SharePanel } from './SharePanel';
import { WishlistItems } from './WishlistItems';
import { WishlistLoading } from './WishlistLoading';

export function AccountWishlist() {
  const { t } = useTranslation('catalog');
  // The next dates are those with room for the visit's party (one person when none is remembered).
  const party = useRememberedParty();
  const query = useQuery(wishlistQuery(wishlistPartyOf(party)));
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
