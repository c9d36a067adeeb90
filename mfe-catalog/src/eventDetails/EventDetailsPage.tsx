// Event details: blurred banner with title and image, description, company card, and the ticket card with 'Booking Now'.
import { ProviderCard } from '../components/ProviderCard';
import { DetailsBanner } from '../components/DetailsBanner';
import { DetailsSkeleton } from '../components/DetailsSkeleton';
import { LoadError } from '../components/LoadError';
import { LocationLine } from '../components/LocationLine';
import { NotFoundState } from '../components/NotFoundState';
import { useExperience } from '../hooks/useExperience';
import { TicketCard } from './TicketCard';
import styles from '../components/DetailsLayout.module.css';

export function EventDetailsPage() {
  const experience = useExperience();
  if (experience.status === 'loading') return <DetailsSkeleton label="Loading the event" />;
  if (experience.status === 'error') {
    return <div className={styles.page}><LoadError what="this event" error={experience.error} onRetry={experience.retry} /></div>;
  }
  const event = experience.data;
  if (!event) return <NotFoundState kind="event" backTo="/events" backLabel="Back to all events" />;
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
