// The server's price of a choice, as it sent it (the buy box's quote, the payment page's hold): a row per category, the
// sale's saving and the total. Nothing here is computed (docs/product/rules.md#prices-and-sales).
import type { Quote } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import { Trans } from '@kemet/platform/trans';
import '../../messages/checkoutMessages';
import type { TicketChoiceWording } from './wording';
import styles from './QuoteLines.module.css';

export interface QuoteLinesProps {
  quote: Quote;
  /**
   * The buy box's words, amounts in the visitor's currency (it says what is charged under them); or the payment
   * page's, amounts as charged.
   */
  wording: TicketChoiceWording;
}

export function QuoteLines({ quote, wording }: QuoteLinesProps) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const amount = (value: number) =>
    wording === 'payment' ? money.charged(value, quote.currency) : money.shown(value, quote.currency);
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('ticketChoice.quote.caption')}</caption>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={line.categoryId}>
            <th scope="row">
              <Trans
                t={t}
                i18nKey="ticketChoice.quote.line"
                values={{ quantity: line.quantity, label: line.label }}
                components={{ label: <bdi /> }}
              />
            </th>
            <td>{amount(line.amount)}</td>
          </tr>
        ))}
        {quote.saving > 0 && (
          <tr className={styles.saving}>
            <th scope="row">{t(`ticketChoice.${wording}.saving`)}</th>
            <td>{wording === 'payment' ? <bdi>−{amount(quote.saving)}</bdi> : amount(quote.saving)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row">{t('ticketChoice.quote.total')}</th>
          <td aria-live="polite">{amount(quote.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
