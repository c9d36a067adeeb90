// /wishlist/shared/:token: a wishlist someone shared, read-only, as their list shows it. A stopped or unknown link says
// so (the service answers 404) and offers the events and tours.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, QueryError, useFormat, useParams, useRememberedParty, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { sharedWishlistQuery, wishlistKeys } from '../api/wishlistQueries';
import { wishlistPartyOf } from './wishlistPartyOf';
import { WishlistItems } from './WishlistItems';
import { WishlistLoading } from './WishlistLoading';
import intro from '../components/PageIntro.module.css';
import styles from './Wishlist.module.css';

export function SharedWishlistPage() {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const token = useParams().token ?? '';
  const party = useRememberedParty();
  // A link the server's render found stopped is not asked for again (its page state says so).
  const known = useQueryClient().getQueryData(wishlistKeys.sharedMissing(token)) === true;
  const query = useQuery({ ...sharedWishlistQuery(token, wishlistPartyOf(party)), enabled: !known });
  const notFound = known || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <div className={intro.page} data-team="catalog">
      <header className={intro.intro}>
        <h1 className={intro.title}>{t('wishlist.shared.title')}</h1>
        <p className={intro.lead}>{t('wishlist.shared.lead')}</p>
        {query.data && (
          <p className={styles.muted}>{t('wishlist.shared.since', { date: format.date(query.data.sharedAt) })}</p>
        )}
      </header>
      {notFound ? (
        <WishlistItems items={[]} readOnly empty={t('wishlist.shared.notFound')} />
      ) : query.isPending ? (
        <WishlistLoading label={t('wishlist.shared.loading')} />
      ) : query.isError ? (
        <QueryError what={t('wishlist.shared.what')} error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <WishlistItems items={query.data.items} readOnly empty={t('wishlist.shared.empty')} />
      )}
    </div>
  );
}
