// The success variant: 'Your payment was successful', the booking (when known), then /tours after 3 seconds.
import type { Booking } from '@kemet/contract';
import { buttonClassName, formatPrice } from '@kemet/ui';
import { Link } from '@kemet/platform';
import { ResultPanel } from './ResultPanel';
import { useRedirectAfter } from './useRedirectAfter';
import styles from './ResultPanel.module.css';

export const REDIRECT_DELAY_MS = 3000;

export function PaymentSuccess({ booking }: { booking?: Booking }) {
  useRedirectAfter(REDIRECT_DELAY_MS, '/tours');
  return (
    <ResultPanel tone="success" title="Your payment was successful">
      {booking && (
        <dl className={styles.details} aria-label="Your booking">
          <dt>Reference</dt>
          <dd className={styles.reference}>{booking.reference}</dd>
          <dt>Experience</dt>
          <dd>{booking.experience.name}</dd>
          <dt>Tickets</dt>
          <dd>{booking.quantity}</dd>
          <dt>Total</dt>
          <dd>{formatPrice(booking.total)}</dd>
        </dl>
      )}
      <p className={styles.note}>You&apos;ll be taken to the tours in 3 seconds.</p>
      <div className={styles.actions}>
        <Link to="/tours" className={buttonClassName('primary')}>
          Go to tours now
        </Link>
        <Link to="/bookings" className={buttonClassName('secondary')}>
          See my bookings
        </Link>
      </div>
    </ResultPanel>
  );
}
