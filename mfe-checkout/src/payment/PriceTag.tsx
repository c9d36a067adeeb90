// The experience's price per ticket on the order summary, with the '$' suffix: on sale, the sale price beside the full
// one struck through and the saving.
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import type { Experience } from '@kemet/contract';
import { SalePrice } from '../components/ticketChoice/SalePrice';
import styles from './PriceTag.module.css';
import '../messages/checkoutMessages';

export function PriceTag({ experience }: { experience: Experience }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const onSale = experience.sale > 0;
  return (
    <p className={styles.price}>
      <SalePrice
        className={styles.current}
        sale={money.shown(experience.discountedPrice, experience.currency)}
        full={onSale ? money.shown(experience.ticketPrice, experience.currency) : null}
      />
      {onSale && <span className={styles.save}>{t('summary.save', { percent: experience.salePercent })}</span>}
      <span className={styles.unit}>{t('summary.perTicket')}</span>
    </p>
  );
}
