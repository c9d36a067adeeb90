// The failure variant: 'Your payment failed' / 'Try again later', the reason, and ways back to the event or to retry.
import { Button, buttonClassName } from '@kemet/ui';
import { Link } from '@kemet/platform';
import { ResultPanel } from './ResultPanel';
import styles from './ResultPanel.module.css';

export interface PaymentFailureProps {
  reason: string;
  eventId: string;
  /** The service may not have answered (network, 5xx): we cannot say nothing was booked, only that a retry is safe. */
  uncertain?: boolean;
  onRetry: () => void;
}

export function PaymentFailure({ reason, eventId, uncertain = false, onRetry }: PaymentFailureProps) {
  return (
    <ResultPanel tone="failure" title="Your payment failed" subtitle="Try again later">
      <p className={styles.reason}>{reason}</p>
      <p className={styles.note}>
        {uncertain
          ? 'Trying again is safe: this booking can only go through once. My bookings shows what went through.'
          : 'No tickets were booked and nothing was charged.'}
      </p>
      <div className={styles.actions}>
        <Button onClick={onRetry}>Try again</Button>
        <Link to={`/eventdetails/${eventId}`} className={buttonClassName('secondary')}>
          Back to the event
        </Link>
      </div>
    </ResultPanel>
  );
}
