// A ticket price with the '$' suffix; on sale, the discounted price beside the struck-through full price.
import { discountedPrice, formatPrice } from '@kemet/ui';
import styles from './PriceTag.module.css';

export function PriceTag({ ticketPrice, sale }: { ticketPrice: number; sale: number }) {
  if (sale <= 0)
    return (
      <p className={styles.price}>
        <span className={styles.now}>{formatPrice(ticketPrice)}</span>
      </p>
    );
  return (
    <p className={styles.price}>
      <span className="visually-hidden">Sale price </span>
      <span className={styles.now}>{formatPrice(discountedPrice(ticketPrice, sale))}</span> <span className="visually-hidden">instead of </span>
      <s className={styles.was}>{formatPrice(ticketPrice)}</s>
    </p>
  );
}
