// A ticket's price on a stepper, in its page's words: the buy box's "Sale price 90$ instead of ~~100$~~" or the payment
// page's "90$ each (was 100$)".
import { useTranslation } from '@kemet/platform';
import '../../messages/checkoutMessages';
import { SalePrice } from './SalePrice';
import styles from './TicketSteppers.module.css';
import type { TicketChoiceWording } from './wording';

export interface TicketPriceProps {
  wording: TicketChoiceWording;
  /** What one ticket costs now. */
  sale: string;
  /** The full price when it is on sale. */
  full: string | null;
}

export function TicketPrice({ wording, sale, full }: TicketPriceProps) {
  const { t } = useTranslation('checkout');
  if (wording === 'booking')
    return (
      <span className={styles.price}>
        <SalePrice sale={sale} full={full} />
      </span>
    );
  return (
    <span className={styles.price}>
      <span className={styles.amount}>{t('ticketChoice.payment.each', { price: sale })}</span>
      {full !== null && <span className={styles.was}>{t('ticketChoice.payment.was', { price: full })}</span>}
    </span>
  );
}
