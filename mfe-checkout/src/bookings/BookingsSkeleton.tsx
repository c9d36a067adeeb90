// Placeholder rows for My bookings while the list loads, the height of real booking cards.
import { Skeleton } from '@kemet/ui';
import styles from './BookingsPage.module.css';

export function BookingsSkeleton() {
  return (
    <div className={styles.list} aria-busy="true">
      {[1, 2, 3].map((n) => (
        <Skeleton key={n} height="104px" label={n === 1 ? 'Loading your bookings' : 'Loading'} />
      ))}
    </div>
  );
}
