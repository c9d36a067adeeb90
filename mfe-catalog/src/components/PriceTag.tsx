// A ticket price with the '$' suffix; on sale, the API's discounted price beside the struck-through full price.
import type { Experience } from '@kemet/contract';
import { formatPrice } from '@kemet/ui';
import styles from './PriceTag.module.css';

export function PriceTag({ experience }: { experience: Pick<Experience, 'ticketPrice' | 'sale' | 'discountedPrice'> }) {
  const { ticketPrice, sale, discountedPrice } = experience;
  if (sale <= 0)
    return (
      <p className={styles.price}>
        <span className={styles.now}>{formatPrice(ticketPrice)}</span>
      </p>
    );
  return (
    <p className={styles.price}>
      <span className="visually-hidden">Sale price </span>
      <span className={styles.now}>{formatPrice(discountedPrice)}</span> <span className="visually-hidden">instead of </span>
      <s className={styles.was}>{formatPrice(ticketPrice)}</s>
    </p>
  );
}
