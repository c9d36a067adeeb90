// One booking in My bookings: the experience (linked), reference, date, tickets, total, status, and 'Cancel booking' when confirmed.
import type { Booking } from '@kemet/contract';
import { Button, eventIdFromRecordId, formatDate, formatPrice } from '@kemet/ui';
import { Link } from '@kemet/platform';
import { StatusBadge } from './StatusBadge';
import styles from './BookingCard.module.css';

export interface BookingCardProps {
  booking: Booking;
  onCancel: (booking: Booking) => void;
}

export const cancelButtonId = (booking: Booking) => `checkout-booking-${booking.id}-cancel`;
export const titleId = (booking: Booking) => `checkout-booking-${booking.id}-title`;

export function BookingCard({ booking, onCancel }: BookingCardProps) {
  return (
    <article className={styles.card} aria-labelledby={titleId(booking)}>
      <img className={styles.image} src={booking.experience.image} alt="" width={96} height={72} loading="lazy" />
      <div className={styles.main}>
        <h2 id={titleId(booking)} className={styles.title} tabIndex={-1}>
          <Link to={`/eventdetails/${eventIdFromRecordId(booking.experience.id)}`}>{booking.experience.name}</Link>
        </h2>
        <p className={styles.meta}>
          {booking.experience.location} · booked {formatDate(booking.createdAt)} · <span className={styles.reference}>{booking.reference}</span>
        </p>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Tickets</dt>
          <dd>{booking.quantity}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(booking.total)}</dd>
        </div>
        <div>
          <dt className="visually-hidden">Status</dt>
          <dd>
            <StatusBadge status={booking.status} />
          </dd>
        </div>
      </dl>
      {booking.status === 'confirmed' && (
        <Button id={cancelButtonId(booking)} variant="ghost" size="sm" className={styles.cancel} onClick={() => onCancel(booking)}>
          Cancel booking
        </Button>
      )}
    </article>
  );
}
