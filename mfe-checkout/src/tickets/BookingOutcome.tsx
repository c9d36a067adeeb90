// What a booking without valid tickets says instead of them: cancelled (its tickets no longer valid), or a payment
// that did not go through (no tickets, and the way back to the experience).
import type { Booking } from '@kemet/contract';
import { eventIdFromRecordId } from '@kemet/ui';
import { Link, useFormat, useTranslation } from '@kemet/platform';
import styles from './TicketPage.module.css';
import '../messages/checkoutMessages';

export function BookingOutcome({ booking }: { booking: Booking }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  if (booking.status === 'cancelled')
    return (
      <div className={`${styles.outcome} ${styles.cancelled}`} role="status">
        <p className={styles.outcomeTitle}>
          {booking.cancelledAt
            ? t('tickets.cancelledOn', { when: format.dateTime(booking.cancelledAt) })
            : t('tickets.cancelled')}
        </p>
        <p>{t('tickets.noLongerValid')}</p>
      </div>
    );
  return (
    <div className={`${styles.outcome} ${styles.failed}`} role="status">
      <p className={styles.outcomeTitle}>{t('tickets.failed')}</p>
      <p>
        <Link to={`/eventdetails/${eventIdFromRecordId(booking.experience.id)}`}>
          {t('tickets.bookAgain', { name: booking.experience.name })}
        </Link>
      </p>
    </div>
  );
}
