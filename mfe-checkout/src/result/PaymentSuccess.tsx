// The success variant: 'Your payment was successful', the booking (when known), then /tours after 3 seconds.
import type { Booking } from '@kemet/contract';
import { buttonClassName } from '@kemet/ui';
import { Link, useFormat, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import '../messages/checkoutMessages';
import { ResultPanel } from '../ui/ResultPanel';
import { useRedirectAfter } from './useRedirectAfter';
import styles from '../ui/ResultPanel.module.css';

export const REDIRECT_DELAY_MS = 3000;

export function PaymentSuccess({ booking }: { booking?: Booking }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const format = useFormat();
  useRedirectAfter(REDIRECT_DELAY_MS, '/tours');
  return (
    <ResultPanel tone="success" title={t('success.title')}>
      {booking && (
        <dl className={styles.details} aria-label={t('success.booking')}>
          <dt>{t('success.reference')}</dt>
          <dd className={styles.reference}>
            <bdi>{booking.reference}</bdi>
          </dd>
          <dt>{t('success.experience')}</dt>
          <dd>{booking.experience.name}</dd>
          <dt>{t('success.tickets')}</dt>
          <dd>{format.number(booking.quantity)}</dd>
          <dt>{t('success.total')}</dt>
          <dd>{money.charged(booking.total, booking.currency)}</dd>
        </dl>
      )}
      <p className={styles.note}>{t('success.redirect', { seconds: REDIRECT_DELAY_MS / 1000 })}</p>
      <div className={styles.actions}>
        <Link to="/tours" className={buttonClassName('primary')}>
          {t('success.toursNow')}
        </Link>
        <Link to="/bookings" className={buttonClassName('secondary')}>
          {t('success.myBookings')}
        </Link>
      </div>
    </ResultPanel>
  );
}
