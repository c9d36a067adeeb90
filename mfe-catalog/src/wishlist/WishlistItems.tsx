// The saved experiences as a list, or, with none, the empty state with the way to the events and tours.
import { Link, useTranslation } from '@kemet/platform';
import { buttonClassName } from '@kemet/ui';
import '../messages/catalogMessages';
import { WishlistItemCard, type ShownItem } from './WishlistItemCard';
import stateStyles from '../components/StateMessage.module.css';
import styles from './Wishlist.module.css';

interface Props {
  items: ShownItem[];
  readOnly?: boolean;
  /** The empty state's words. */
  empty: string;
}

export function WishlistItems({ items, readOnly = false, empty }: Props) {
  const { t } = useTranslation('catalog');
  if (items.length === 0)
    return (
      <section className={stateStyles.state}>
        <p>{empty}</p>
        <div className={styles.actions}>
          <Link className={buttonClassName('primary')} to="/events">
            {t('wishlist.browseEvents')}
          </Link>
          <Link className={buttonClassName('secondary')} to="/tours">
            {t('wishlist.browseTours')}
          </Link>
        </div>
      </section>
    );
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.experience.id}>
          <WishlistItemCard item={item} readOnly={readOnly} />
        </li>
      ))}
    </ul>
  );
}
