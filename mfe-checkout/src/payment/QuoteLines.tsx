// The server's price of the held choice, as it sent it: a line per category, the sale's saving, the total and the free
// cancellation deadline. Nothing here is computed (docs/product/rules.md#prices-and-sales).
import type { Quote } from '@kemet/contract';
import { formatPrice } from '@kemet/ui';
import { freeCancellationText } from '../bookings/cancellationText';
import { useStillBefore } from '../bookings/useStillBefore';
import styles from './QuoteLines.module.css';

export function QuoteLines({ quote, updating }: { quote: Quote; updating: boolean }) {
  const stillFree = useStillBefore(quote.cancellableUntil);
  return (
    <div className={styles.quote} aria-busy={updating || undefined}>
      <table className={styles.table}>
        <caption className="visually-hidden">Your price</caption>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={line.categoryId}>
              <th scope="row">
                {line.quantity} × {line.label}
              </th>
              <td>{formatPrice(line.amount)}</td>
            </tr>
          ))}
          {quote.saving > 0 && (
            <tr className={styles.saving}>
              <th scope="row">Sale saving</th>
              <td>−{formatPrice(quote.saving)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">Total</th>
            <td aria-live="polite">{formatPrice(quote.total)}</td>
          </tr>
        </tfoot>
      </table>
      {updating && <p className={styles.note}>Updating your price…</p>}
      <p className={stillFree ? styles.policy : styles.policyEnded}>
        {freeCancellationText(quote.cancellableUntil, stillFree)}
        {!stillFree && ': once paid, this booking cannot be cancelled.'}
      </p>
    </div>
  );
}
