// A ticket's price with the '$' suffix: the discounted price on sale, with the full price struck through.
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import type { Experience } from '@kemet/contract';
import styles from './PriceTag.module.css';
import '../messages/checkoutMessages';

export function PriceTag({ experience }: { experience: Experience }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const onSale = experience.sale > 0;
  return (
    <p className={styles.price}>
      <span className={styles.current}>{money.shown(experience.discountedPrice, experience.currency)}</span>
      {onSale && (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">{t('summary.was')}</span>
            {money.shown(experience.ticketPrice, experience.currency)}
          </s>
          <span className={styles.save}>{t('summary.save', { percent: experience.salePercent })}</span>
        </>
      )}
      <span className={styles.unit}>{t('summary.perTicket')}</span>
    </p>
  );
}
