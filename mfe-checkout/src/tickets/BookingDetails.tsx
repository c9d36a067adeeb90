// Once per booking: the reference to read aloud, the provider, the meeting place with its map link, and (for a
// confirmed booking) "Add to calendar" and "Print tickets".
import type { BookingTickets } from '@kemet/contract';
import { Button, buttonClassName } from '@kemet/ui';
import { openStreetMapLink } from './mapLink';
import { ReadAloudReference } from './ReadAloudReference';
import styles from './BookingDetails.module.css';

export const calendarLink = (reference: string) => `/api/bookings/${encodeURIComponent(reference)}/calendar.ics`;

export function BookingDetails({ booking, provider, meetingPlace }: BookingTickets) {
  return (
    <section className={styles.details} aria-label="Booking details">
      <ReadAloudReference reference={booking.reference} />
      <dl className={styles.facts}>
        <div>
          <dt>Meeting place</dt>
          <dd>
            {meetingPlace.name}{' '}
            <a
              href={openStreetMapLink(meetingPlace.latitude, meetingPlace.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.map}
            >
              Open the map<span className="visually-hidden"> of {meetingPlace.name} (opens in a new tab)</span>
            </a>
          </dd>
        </div>
        <div>
          <dt>Run by</dt>
          <dd>{provider.name}</dd>
        </div>
      </dl>
      {booking.status === 'confirmed' && (
        <div className={styles.actions}>
          <a href={calendarLink(booking.reference)} download className={buttonClassName('secondary')}>
            Add to calendar
          </a>
          <Button variant="primary" onClick={() => window.print()}>
            Print tickets
          </Button>
        </div>
      )}
    </section>
  );
}
