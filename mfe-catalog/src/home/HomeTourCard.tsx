// A home Tours card: a three-image collage, title, location, provider, and Learn More to the tour details.
import { buttonClassName, eventIdFromRecordId } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import { Link, useTranslation } from '@kemet/platform';
import { Trans } from '@kemet/platform/trans';
import '../messages/catalogMessages';
import { CARD_GRID_SIZES } from '../components/cardGridSizes';
import { ExperienceImage } from '../components/ExperienceImage';
import { LocationLine } from '../components/LocationLine';
import { WishlistToggle } from '../components/WishlistToggle';
import styles from './HomeTourCard.module.css';

/** The collage's two small pictures: a third of a card. */
const COLLAGE_SMALL_SIZES = '(min-width: 768px) 200px, 34vw';

export function HomeTourCard({ tour }: { tour: Experience }) {
  const { t } = useTranslation('catalog');
  const [first, second, third] = tour.images;
  return (
    <article className={styles.card}>
      <WishlistToggle experience={tour} />
      <div className={styles.collage}>
        <ExperienceImage experience={tour} src={first} sizes={CARD_GRID_SIZES} className={styles.big} />
        <ExperienceImage experience={tour} src={second} sizes={COLLAGE_SMALL_SIZES} className={styles.small} alt="" />
        <ExperienceImage experience={tour} src={third} sizes={COLLAGE_SMALL_SIZES} className={styles.small} alt="" />
      </div>
      <div className={styles.body}>
        <LocationLine location={tour.locationLabel} />
        <h3 className={styles.title}>
          <bdi>{tour.name}</bdi>
        </h3>
        <p className={styles.provider}>
          <Trans t={t} i18nKey="card.by" values={{ provider: tour.provider.label }} components={{ name: <bdi /> }} />
        </p>
        <Link
          className={`${buttonClassName('secondary', 'sm')} ${styles.link}`}
          to={`/toursdetails/${eventIdFromRecordId(tour.id)}`}
          aria-label={t('card.linkName', { label: t('card.learnMoreHome'), name: tour.name })}
        >
          {t('card.learnMoreHome')}
          <span className="visually-hidden">{t('card.linkAbout', { name: tour.name })}</span>
        </Link>
      </div>
    </article>
  );
}
