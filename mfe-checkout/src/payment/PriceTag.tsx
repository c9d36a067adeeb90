// A ticket's price with the '$' suffix: the discounted price on sale, with the full price struck through.
import { formatPrice } from '@kemet/ui';
import type { Experience } from '@kemet/contract';
import styles from './PriceTag.module.css';

export function PriceTag({ experience }: { experience: Experience }) {
  const onSale = experience.sale > 0;
  return (
    <p className={styles.price}>
      <span className={styles.current}>{formatPrice(experience.discountedPrice)}</span>
      {onSale && (
        <>
          <s className={styles.was}>
            <span className="visually-hidden">was </span>
            {formatPrice(experience.ticketPrice)}
          </s>
          <span className={styles.save}>Save {experience.salePercent}%</span>
        </>
      )}
      <span className={styles.unit}>per ticket</span>
    </p>
  );
}
