// A tour card (one column): three-photo slider, title, location, description, provider, 'Book', 'view', Trusted
// Partner.
import { buttonClassName, eventIdFromRecordId } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { Link, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../messages/catalogMessages';
import { ImageSlider, type SliderSteps } from '../components/ImageSlider';
import { LocationLine } from '../components/LocationLine';
import { TrustedBadge } from '../components/TrustedBadge';
import { WishlistToggle } from '../components/WishlistToggle';
import { websiteLabel } from '../components/ProviderCard';
import styles from './TourCard.module.css';

/**
 * `first`: the card at the top of the list, whose picture is the page's largest paint; `steps`: how its slider works
 * before the page's code is live.
 */
export function TourCard({ tour, first = false, steps }: { tour: Experience; first?: boolean; steps?: SliderSteps }) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const eventId = eventIdFromRecordId(tour.id);
  const provider = tour.provider.label;
  return (
    <article className={styles.card}>
      <WishlistToggle experience={tour} />
      <ImageSlider experience={tour} eager={first} steps={steps} />
      <div className={styles.body}>
        <LocationLine location={tour.locationLabel} />
        <h2 className={styles.title}>
          <bdi>{tour.name}</bdi>
        </h2>
        <p className={styles.description} dir="auto">
          {tour.description}
        </p>
        <div className={styles.provider}>
          <img
            className={styles.logo}
            src={tour.provider.image}
            alt={t('card.logo', { name: provider })}
            width={48}
            height={48}
            loading="lazy"
          />
          <div>
            <p className={styles.providerName}>{provider}</p>
            <a
              href={tour.provider.website}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.website}
              dir="ltr"
            >
              {websiteLabel(tour.provider.website)}
              <span className="visually-hidden" dir="auto">
                {t('card.newTab')}
              </span>
            </a>
          </div>
          <TrustedBadge />
        </div>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.from}>{t('price.from')}</span> {money.shown(tour.discountedPrice, tour.currency)}
          </p>
          <div className={styles.actions}>
            <Link
              className={buttonClassName('secondary', 'sm')}
              to={`/toursdetails/${eventId}`}
              aria-label={t('tours.viewName', { name: tour.name })}
            >
              {t('tours.view')}
            </Link>
            <Link
              className={buttonClassName('primary', 'sm')}
              to={`/payment/${eventId}`}
              aria-label={t('tours.bookName', { name: tour.name })}
            >
              {t('tours.book')}
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
