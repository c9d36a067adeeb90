// The 'SALE FOR' timer, hh:mm:ss in the page's digits; it hides itself when its parent says the sale time is over.
import { useFormat, useTranslation } from '@kemet/platform';
import '../messages/catalogMessages';
import { formatCountdown } from '../hooks/useCountdown';
import styles from './SaleCountdown.module.css';

export function SaleCountdown({ remaining }: { remaining: number }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  return (
    <p className={styles.countdown}>
      <span className={styles.label}>{t('details.saleFor')}</span>{' '}
      <time className={styles.time} dateTime={`PT${remaining}S`} dir="ltr">
        {formatCountdown(remaining, (n, options) => format.number(n, options))}
      </time>
    </p>
  );
}
