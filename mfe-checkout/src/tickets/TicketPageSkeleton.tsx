// Placeholders while a booking's tickets load: the title, the details panel and a ticket, at their real heights.
import { Skeleton } from '@kemet/ui';
import styles from './TicketPage.module.css';

export function TicketPageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton height="96px" label="Loading your tickets" />
      <div className={styles.layout}>
        <Skeleton height="260px" />
        <Skeleton height="480px" />
      </div>
    </div>
  );
}
