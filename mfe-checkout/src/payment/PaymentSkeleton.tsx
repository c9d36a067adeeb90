// Placeholder for the checkout while the experience loads, shaped like the two columns it stands for.
import { Skeleton } from '@kemet/ui';
import { useTranslation } from '@kemet/platform';
import styles from './CheckoutForm.module.css';
import '../messages/checkoutMessages';

export function PaymentSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div className={styles.layout} aria-busy="true">
      <Skeleton height="34rem" label={t('payment.loading')} />
      <div className={styles.payment}>
        <Skeleton height="10rem" label={t('payment.loadingCards')} />
        <Skeleton height="9rem" label={t('payment.loadingOptions')} />
        <Skeleton height="9rem" label={t('payment.loadingTotal')} />
      </div>
    </div>
  );
}
