// What a booking without valid tickets says instead of them: cancelled (its tickets no longer valid), or a payment
// that did not go through (no tickets, and the way back to the experience).
import type { Booking } from '@kemet/contract';
import { eventIdFromRecordId, formatCairoDateTime } from '@kemet/ui';
import { Link } from '@kemet/platform';
import styles from './TicketPage.module.css';

export function BookingOutcome({ booking }: { booking: Booking }) {
  if (booking.status === 'cancelled')
    return (
      <div className={`${styles.outcome} ${styles.cancelled}`} role="status">
        <p className={styles.outcomeTitle}>
          {booking.cancelledAt
            ? `This booking was cancelled on ${formatCairoDateTime(booking.cancelledAt)} (Cairo time).`
            : 'This booking was cancelled.'}
        </p>
        <p>Its tickets are no longer valid.</p>
      </div>
    );
  return (
    <div className={`${styles.outcome} ${styles.failed}`} role="status">
      <p className={styles.outcomeTitle}>This payment did not go through: there are no tickets.</p>
      <p>
        <Link to={`/eventdetails/${eventIdFromRecordId(booking.experience.id)}`}>Book {booking.experience.name} again</Link>
      </p>
    </div>
  );
}
