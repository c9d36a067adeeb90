// The order summary of an experience that cannot be booked (it has started, or is sold out): why, and a way back to the
// events.
import { buttonClassName, Notice } from '@kemet/ui';
import { Link, useTranslation } from '@kemet/platform';
import type { Experience } from '@kemet/contract';
import { OrderSummary } from './OrderSummary';
import styles from '../ui/Page.module.css';
import '../messages/checkoutMessages';

export function CannotBook({ experience, title, reason }: { experience: Experience; title: string; reason: string }) {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.narrow}>
      <OrderSummary experience={experience}>
        <Notice tone="error" title={title}>
          <p>{reason}</p>
          <Link to="/events" className={buttonClassName('secondary', 'sm')}>
            {t('payment.findAnother')}
          </Link>
        </Notice>
      </OrderSummary>
    </div>
  );
}
