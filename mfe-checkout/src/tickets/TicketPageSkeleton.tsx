// Placeholders while a booking's tickets load: the title, the details panel and a ticket, at their real heights.
import { Skeleton } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import styles from './TicketPage.module.css';
import '../messages/checkoutMessages';

export function TicketPageSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div aria-busy="true">
      <Skeleton height="96px" label={t('tickets.loading')} />
      <div className={styles.layout}>
        <Skeleton height="260px" />
        <Skeleton height="480px" />
      </div>
    </div>
  );
}
