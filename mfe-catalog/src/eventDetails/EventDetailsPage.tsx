// Event details: blurred banner with title and image, description, company card, and the ticket card with 'Booking Now'.
import { ProviderCard } from '../components/ProviderCard';
import { LocationLine } from '../components/LocationLine';
import { DetailsScaffold } from '../details/DetailsScaffold';
import { TicketCard } from './TicketCard';
import styles from '../details/DetailsLayout.module.css';

export function EventDetailsPage() {
  return (
    <DetailsScaffold kind="event" backTo="/events" backLabel="Back to all events">
      {(event) => (
        <>
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
        </>
      )}
    </DetailsScaffold>
  );
}
