// Event details: blurred banner with title and image, description, company card, and the ticket card with 'Booking
// Now'.
import { ProviderCard } from '../components/ProviderCard';
import { DetailsScaffold } from '../details/DetailsScaffold';
import { TicketCard } from './TicketCard';
import styles from '../details/DetailsLayout.module.css';

export function EventDetailsPage() {
  return (
    <DetailsScaffold
      kind="event"
      backTo="/events"
      main={(event) => (
        <p className={styles.text} dir="auto">
          {event.details}
        </p>
      )}
      side={(event) => (
        <>
          <TicketCard experience={event} />
          <ProviderCard provider={event.provider} />
        </>
      )}
    />
  );
}
