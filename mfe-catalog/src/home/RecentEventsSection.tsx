// Home's Recent Events: the three featured events as cards, each with Learn More to its details.
import { QueryError } from '@kemet/platform';
import { CardGridSkeleton } from '../components/CardGridSkeleton';
import { EventCard } from '../components/EventCard';
import { HOME_CARD_COUNT, useFeatured } from './useFeatured';
import gridStyles from '../components/CardGrid.module.css';
import styles from './HomeSection.module.css';

export function RecentEventsSection() {
  const events = useFeatured('event');
  return (
    <section className={styles.section} aria-labelledby="catalog-recent-events" data-team="catalog">
      <div className={styles.header}>
        <p className={styles.eyebrow}>Happening soon</p>
        <h2 id="catalog-recent-events" className={styles.title}>
          Recent Events
        </h2>
      </div>
      {events.isPending && <CardGridSkeleton count={HOME_CARD_COUNT} label="Loading recent events" />}
      {events.isError && <QueryError what="the recent events" error={events.error} onRetry={() => void events.refetch()} />}
      {events.isSuccess && (
        <ul className={gridStyles.grid}>
          {events.data.items.map((event) => (
            <li key={event.id}>
              <EventCard experience={event} linkLabel="Learn More" headingLevel="h3" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
