// Placeholder rows for My bookings while the list loads, the height of real booking cards.
import { Skeleton } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import styles from './BookingsPage.module.css';
import '../messages/checkoutMessages';

export function BookingsSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.list} aria-busy="true">
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height="104px" label={n === 1 ? t('bookings.loading') : t('bookings.loadingMore')} />
      ))}
    </div>
  );
}
