// A booking's status as a coloured badge: confirmed, cancelled or failed.
import type { BookingStatus } from '@kemet/contract';
import styles from './StatusBadge.module.css';

const labels: Record<BookingStatus, string> = { confirmed: 'Confirmed', cancelled: 'Cancelled', failed: 'Payment failed' };

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{labels[status]}</span>;
}
