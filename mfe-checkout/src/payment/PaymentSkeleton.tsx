// Placeholder for the checkout while the experience loads, shaped like the two columns it stands for.
import { Skeleton } from '@kemet/ui';
import styles from './CheckoutForm.module.css';

export function PaymentSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <Skeleton height="34rem" label="Loading your order" />
      <div className={styles.payment}>
        <Skeleton height="10rem" label="Loading your saved cards" />
        <Skeleton height="9rem" label="Loading payment options" />
        <Skeleton height="9rem" label="Loading the total" />
      </div>
    </div>
  );
}
