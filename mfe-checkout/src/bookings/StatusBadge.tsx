// A booking's status as a coloured badge: confirmed, cancelled or failed.
import type { BookingStatus } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import styles from './StatusBadge.module.css';
import '../messages/checkoutMessages';

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('checkout');
  return <span className={`${styles.badge} ${styles[status]}`}>{t(`status.${status}`)}</span>;
}
