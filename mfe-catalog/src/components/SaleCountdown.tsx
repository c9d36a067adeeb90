// The 'SALE FOR' timer, hh:mm:ss; it hides itself when its parent says the sale time is over.
import { formatCountdown } from '../hooks/useCountdown';
import styles from './SaleCountdown.module.css';

export function SaleCountdown({ remaining }: { remaining: number }) {
  return (
    <p className={styles.countdown}>
      <span className={styles.label}>SALE FOR</span>{' '}
      <time className={styles.time} dateTime={`PT${remaining}S`}>
        {formatCountdown(remaining)}
      </time>
    </p>
  );
}
