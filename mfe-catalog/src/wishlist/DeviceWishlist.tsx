// A signed-out visitor's wishlist: the ids this device saved, each read as the catalogue shows it, with a word that
// signing in keeps the list in the account (where it is merged) and lets them share it.
import { useQueries } from '@tanstack/react-query';
import { Link, signInPathFor, useTranslation } from '@kemet/platform';
import { experienceQuery } from '@kemet/platform/query';
import '../messages/catalogMessages';
import { useDeviceWishlist } from '../hooks/deviceWishlist';
import type { ShownItem } from './WishlistItemCard';
import { WishlistItems } from './WishlistItems';
import { WishlistLoading } from './WishlistLoading';
import styles from './Wishlist.module.css';

export function DeviceWishlist() {
  const { t } = useTranslation('catalog');
  const ids = useDeviceWishlist();
  // Newest saved first, as the account's list; an experience withdrawn since (404) is left out.
  const answers = useQueries({ queries: [...ids].reverse().map((id) => experienceQuery(id)) });
  const loading = answers.some((answer) => answer.isPending);
  const items: ShownItem[] = answers.flatMap(({ data }) =>
    data
      ? [
          {
            experience: data,
            nextSession: data.available ? { startsAt: data.startsAt, placesLeft: data.ticketsCount } : null,
            soldOut: false,
          },
        ]
      : [],
  );
  return (
    <>
      <p className={styles.note}>
        {t('wishlist.onDevice')} <Link to={signInPathFor('/wishlist')}>{t('wishlist.signIn')}</Link>
      </p>
      {loading ? (
        <WishlistLoading label={t('wishlist.loading')} />
      ) : (
        <WishlistItems items={items} empty={t('wishlist.empty')} />
      )}
    </>
  );
}
