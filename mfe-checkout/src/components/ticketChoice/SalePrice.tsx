// A price on sale: the sale price beside the full one struck through, each named for screen readers ("Sale price 90$
// instead of 100$"); just the price when it is not on sale.
import { useTranslation } from '@kemet/platform';
import '../../messages/checkoutMessages';
import styles from './SalePrice.module.css';

export interface SalePriceProps {
  /** What it costs now, as written ("90$ each" on the payment page's steppers). */
  sale: string;
  /** The full price, when on sale. */
  full: string | null;
  /** Sizes and colours the amount. */
  className?: string;
}

export function SalePrice({ sale, full, className }: SalePriceProps) {
  const { t } = useTranslation('checkout');
  const amount = <span className={`${styles.amount} ${className ?? ''}`}>{sale}</span>;
  if (full === null) return amount;
  return (
    <>
      <span className="visually-hidden">{t('ticketChoice.price.sale')}</span>
      {amount} <span className="visually-hidden">{t('ticketChoice.price.insteadOf')}</span>
      <s className={styles.was}>{full}</s>
    </>
  );
}
