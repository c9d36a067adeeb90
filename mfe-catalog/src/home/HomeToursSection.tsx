// Home's Tours: the stats strip and the three featured tours, three images each, Learn More to the tour details.
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { StatsStrip } from '../components/StatsStrip';
import { HomeTourCard } from './HomeTourCard';
import { HOME_CARD_COUNT, useFeatured } from './useFeatured';
import gridStyles from '../components/CardGrid.module.css';
import styles from './HomeSection.module.css';

export function HomeToursSection() {
  const { t } = useTranslation('catalog');
  const tours = useFeatured('tour');
  return (
    <section className={styles.section} aria-labelledby="catalog-home-tours" data-team="catalog">
      <div className={styles.header}>
        <p className={styles.eyebrow}>{t('home.toursEyebrow')}</p>
        <h2 id="catalog-home-tours" className={styles.title}>
          {t('home.tours')}
        </h2>
      </div>
      <StatsStrip />
      {tours.isPending && <CardGridSkeleton count={HOME_CARD_COUNT} label={t('home.loadingTours')} />}
      {tours.isError && (
        <QueryError what={t('home.toursWhat')} error={tours.error} onRetry={() => void tours.refetch()} />
      )}
      {tours.isSuccess && (
        <ul className={gridStyles.grid}>
          {tours.data.items.map((tour) => (
            <li key={tour.id}>
              <HomeTourCard tour={tour} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
