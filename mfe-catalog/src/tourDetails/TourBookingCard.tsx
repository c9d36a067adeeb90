// The tour's booking card: the booking panel with 'Book this tour', or 'This event has already taken place' once the
// tour has started.
import { EVENT_PAST_MESSAGE, type Experience, hasTakenPlace } from '@kemet/contract';
import { BookingPanel } from '../bookingPanel/BookingPanel';
import styles from './TourBookingCard.module.css';

export function TourBookingCard({ tour }: { tour: Experience }) {
  return (
    <section className={styles.card} aria-labelledby="catalog-tour-booking-title">
      <h2 id="catalog-tour-booking-title" className={styles.heading}>
        Dates and tickets
      </h2>
      {hasTakenPlace(tour) ? <p className={styles.past}>{EVENT_PAST_MESSAGE}</p> : <BookingPanel experience={tour} actionLabel="Book this tour" />}
    </section>
  );
}
