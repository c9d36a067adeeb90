// The failure variant: 'Your payment failed' / 'Try again later' (for a declined card: another card, or support), the
// reason, and ways back to the event or to retry.
import { Button, buttonClassName } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import '../messages/checkoutMessages';
import { ResultPanel } from './ResultPanel';
import styles from './ResultPanel.module.css';

export interface PaymentFailureProps {
  reason: string;
  eventId: string;
  /** The service may not have answered (network, 5xx): we cannot say nothing was booked, only that a retry is safe. */
  uncertain?: boolean;
  /** The card was declined: the traveller may pay with another card now, or ask support. */
  declined?: boolean;
  onRetry: () => void;
}

export function PaymentFailure({ reason, eventId, uncertain = false, declined = false, onRetry }: PaymentFailureProps) {
  const { t } = useTranslation('checkout');
  return (
    <ResultPanel
      tone="failure"
      title={t('failure.title')}
      subtitle={t(declined ? 'failure.declined' : 'failure.subtitle')}
    >
      <p className={styles.reason}>{reason}</p>
      <p className={styles.note}>{uncertain ? t('failure.uncertain') : t('failure.settled')}</p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>{t('failure.tryAgain')}</Button>
        {declined && (
          <Link to="/contactus" className={buttonClassName('secondary')}>
            {t('failure.contactSupport')}
          </Link>
        )}
        <Link to={`/eventdetails/${eventId}`} className={buttonClassName('secondary')}>
          {t('failure.backToEvent')}
        </Link>
      </div>
    </ResultPanel>
  );
}
