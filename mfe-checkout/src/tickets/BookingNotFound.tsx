// The ticket page for a reference that is not one of the traveller's bookings.
import { buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import styles from './TicketPage.module.css';
import '../messages/checkoutMessages';

export function BookingNotFound({ reference }: { reference: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.notFound}>
      <h1>{t('tickets.notFoundTitle')}</h1>
      <p>
        {t('tickets.notFoundBefore')}
        <strong>
          <bdi>{reference}</bdi>
        </strong>
        {t('tickets.notFoundAfter')}
      </p>
      <Link to="/bookings" className={buttonClassName('primary')}>
        {t('tickets.toMyBookings')}
      </Link>
    </div>
  );
}
