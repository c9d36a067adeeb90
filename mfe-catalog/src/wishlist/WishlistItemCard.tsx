// One saved experience on a wishlist: its picture, name (to its details page), place and price per ticket, the next
// date with places for the party and how many are left, or that it sold out or has no dates coming; and, when the
// price is not the one saved, "Price changed: was X, now Y". Its ♥ removes it (not on a shared, read-only list).
import type { WishlistItem } from '@kemet/contract';
import { Link, useFormat, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import { experiencePath } from '@kemet/ui';
import '../messages/catalogMessages';
import { ExperienceImage } from '../components/ExperienceImage';
import { LocationLine } from '../components/LocationLine';
import { WishlistToggle } from '../components/WishlistToggle';
import styles from './Wishlist.module.css';

/** What a device's list knows of an item: the experience as the catalogue shows it, without what was saved. */
export type ShownItem = Pick<WishlistItem, 'experience' | 'nextSession' | 'soldOut'> &
  Partial<Pick<WishlistItem, 'priceChanged' | 'savedPrice' | 'savedCurrency'>>;

export function WishlistItemCard({ item, readOnly = false }: { item: ShownItem; readOnly?: boolean }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const money = useMoney();
  const { experience, nextSession } = item;
  const price = money.shown(experience.discountedPrice, experience.currency);
  return (
    <article className={styles.item}>
      {!readOnly && <WishlistToggle experience={experience} />}
      <ExperienceImage
        experience={experience}
        src={experience.images[0]}
        sizes="(min-width: 768px) 220px, 100vw"
        className={styles.image}
      />
      <div className={styles.body}>
        <LocationLine location={experience.locationLabel} />
        <h2 className={styles.name}>
          <Link to={experiencePath(experience)}>
            <bdi>{experience.name}</bdi>
          </Link>
        </h2>
        <p className={styles.price}>{t('wishlist.perTicket', { price })}</p>
        {nextSession ? (
          <p className={styles.next}>
            {t('wishlist.nextDate', { date: format.dateTime(nextSession.startsAt) })}
            {' · '}
            {t('wishlist.placesLeft', { count: nextSession.placesLeft })}
          </p>
        ) : (
          <p className={item.soldOut ? styles.alert : styles.muted}>
            {item.soldOut ? t('wishlist.soldOut') : t('wishlist.noDates')}
          </p>
        )}
        {item.priceChanged && item.savedPrice !== undefined && item.savedCurrency && (
          <p className={styles.alert}>
            {t('wishlist.priceChanged', { was: money.shown(item.savedPrice, item.savedCurrency), now: price })}
          </p>
        )}
      </div>
    </article>
  );
}
