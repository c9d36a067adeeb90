// The price of the choice as the server gives it (POST /quotes): a line per category, the sale's saving and the total.
// Nothing is added up here. A refusal (sold out, booking closed…) is shown in the server's words.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Quote } from '@kemet/contract';
import { loadErrorMessage } from '@kemet/platform';
import { formatPrice, Notice } from '@kemet/ui';
import styles from './QuoteSummary.module.css';

interface QuoteSummaryProps {
  /** False until a time and a ticket are chosen. */
  asked: boolean;
  quote: UseQueryResult<Quote>;
}

export function QuoteSummary({ asked, quote }: QuoteSummaryProps) {
  if (!asked) return <p className={styles.hint}>Choose a time and your tickets to see the price.</p>;
  if (quote.isError)
    return (
      <Notice tone="error" title="We cannot sell these tickets.">
        {loadErrorMessage(quote.error)}
      </Notice>
    );
  if (!quote.data)
    return (
      <p className={styles.hint} role="status">
        Pricing your tickets…
      </p>
    );
  const { lines, saving, total } = quote.data;
  return (
    <section className={styles.summary} aria-label="Your price" aria-busy={quote.isPlaceholderData || undefined}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.categoryId} className={styles.line}>
            <span>{`${line.quantity} × ${line.label}`}</span>
            <span className={styles.amount}>{formatPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
      {saving > 0 && <p className={styles.saving}>{`You save ${formatPrice(saving)}`}</p>}
      <p className={styles.total}>
        <span>Total</span>
        <span className={styles.totalAmount}>{formatPrice(total)}</span>
      </p>
    </section>
  );
}
