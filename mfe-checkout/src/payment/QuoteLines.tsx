// The server's price of the held choice, as it sent it: a line per category, the sale's saving, the total and the free
// cancellation deadline. Nothing here is computed (docs/product/rules.md#prices-and-sales).
import type { Quote } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';

import { useFreeCancellationText } from '../bookings/cancellationText';
import { useStillBefore } from '../bookings/useStillBefore';
import styles from './QuoteLines.module.css';
import '../messages/checkoutMessages';

export function QuoteLines({ quote, updating }: { quote: Quote; updating: boolean }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const freeCancellationText = useFreeCancellationText();
  const price = (amount: number) => money.charged(amount, quote.currency);
  const stillFree = useStillBefore(quote.cancellableUntil);
  return (
    <div className={styles.quote} aria-busy={updating || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('quote.caption')}</caption>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.categoryId}>
              <th scope="row">{t('quote.line', { quantity: line.quantity, label: line.label })}</th>
              <td>{price(line.amount)}</td>
            </tr>
          ))}
          {quote.saving > 0 && (
            <tr className={styles.saving}>
              <th scope="row">{t('quote.saving')}</th>
              <td>
                <bdi>−{price(quote.saving)}</bdi>
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">{t('quote.total')}</th>
            <td aria-live="polite">{price(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      {updating && <p className={styles.note}>{t('quote.updating')}</p>}
      <p className={stillFree ? styles.policy : styles.policyEnded}>
        {freeCancellationText(quote.cancellableUntil, stillFree)}
        {!stillFree && t('quote.noCancelling')}
      </p>
    </div>
  );
}
