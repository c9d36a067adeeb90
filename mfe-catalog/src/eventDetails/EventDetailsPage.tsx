// Event details: blurred banner with title and image, description, company card, and the ticket card with 'Booking Now'.
import { QueryError, useParams } from '@kemet/platform';
import { ProviderCard } from '../components/ProviderCard';
import { DetailsBanner } from '../components/DetailsBanner';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { LocationLine } from '../components/LocationLine';
import { NotFoundState } from '../components/NotFoundState';
import { useEventAt } from '../api/getEvent';
import { TicketCard } from './TicketCard';
import styles from '../components/DetailsLayout.module.css';

export function EventDetailsPage() {
  const { query, notFound } = useEventAt(useParams().eventId);
  if (notFound) return <NotFoundState kind="event" backTo="/events" backLabel="Back to all events" />;
  if (query.isPending) return <DetailsSkeleton label="Loading the event" />;
  if (query.isError) {
    return (
      <div className={styles.page}>
        <QueryError what="this event" error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const event = query.data;
  return (
    <article data-team="catalog">
      <DetailsBanner experience={event} eyebrow="Event" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <h2 className={styles.title}>{event.name}</h2>
          <LocationLine location={event.location} />
          <p className={styles.lead}>{event.description}</p>
          <p className={styles.text}>{event.details}</p>
        </div>
        <div className={styles.side}>
          <TicketCard experience={event} />
          <ProviderCard provider={event.provider} />
        </div>
      </div>
    </article>
  );
}
