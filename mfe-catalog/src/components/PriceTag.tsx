// A ticket price in the traveller's currency ("85$", "≈ ١٬١٩٠ ج.م."); on sale, the API's discounted price beside the
// struck-through full price.
import type { Experience } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import '../messages/catalogMessages';
import styles from './PriceTag.module.css';

export function PriceTag({
  experience,
}: {
  experience: Pick<Experience, 'ticketPrice' | 'sale' | 'discountedPrice' | 'currency'>;
}) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const { ticketPrice, sale, discountedPrice, currency } = experience;
  if (sale <= 0)
    return (
      <p className={styles.price}>
        <span className={styles.now}>{money.shown(ticketPrice, currency)}</span>
      </p>
    );
  return (
    <p className={styles.price}>
      <span className="visually-hidden">{t('price.sale')}</span>
      <span className={styles.now}>{money.shown(discountedPrice, currency)}</span>{' '}
      <span className="visually-hidden">{t('price.insteadOf')}</span>
      <s className={styles.was}>{money.shown(ticketPrice, currency)}</s>
    </p>
  );
}
