// Home's Recent Events: the three featured events as cards, each with Learn More to its details.
import { QueryError, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { ExperienceCard } from '../components/ExperienceCard';
import { HOME_CARD_COUNT, useFeatured } from './useFeatured';
import gridStyles from '../components/CardGrid.module.css';
import styles from './HomeSection.module.css';

export function RecentEventsSection() {
  const { t } = useTranslation('catalog');
  const events = useFeatured('event');
  return (
    <section className={styles.section} aria-labelledby="catalog-recent-events" data-team="catalog">
      <div className={styles.header}>
        <p className={styles.eyebrow}>{t('home.eventsEyebrow')}</p>
        <h2 id="catalog-recent-events" className={styles.title}>
          {t('home.events')}
        </h2>
      </div>
      {events.isPending && <CardGridSkeleton count={HOME_CARD_COUNT} label={t('home.loadingEvents')} />}
      {events.isError && (
        <QueryError what={t('home.eventsWhat')} error={events.error} onRetry={() => void events.refetch()} />
      )}
      {events.isSuccess && (
        <ul className={gridStyles.grid}>
          {events.data.items.map((event) => (
            <li key={event.id}>
              <ExperienceCard experience={event} linkKey="card.learnMoreHome" headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
