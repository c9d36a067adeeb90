// The price of the choice as the server gives it (POST /quotes): a line per category, the sale's saving and the total,
// in the traveller's currency, then what is charged in the experience's own currency. Nothing is added up here. A
// refusal (sold out, booking closed…) is shown in the server's words.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Quote } from '@kemet/contract';
import { loadErrorMessage, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import { Trans } from '@kemet/platform/trans';
import { Notice } from '@kemet/ui';
import '../messages/catalogMessages';
import styles from './QuoteSummary.module.css';

interface QuoteSummaryProps {
  /** False until a time and a ticket are chosen. */
  asked: boolean;
  quote: UseQueryResult<Quote>;
}

export function QuoteSummary({ asked, quote }: QuoteSummaryProps) {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  if (!asked) return <p className={styles.hint}>{t('booking.quote.hint')}</p>;
  if (quote.isError)
    return (
      <Notice tone="error" title={t('booking.quote.refused')}>
        {loadErrorMessage(quote.error)}
      </Notice>
    );
  if (!quote.data)
    return (
      <p className={styles.hint} role="status">
        {t('booking.quote.pricing')}
      </p>
    );
  const { lines, saving, total, currency } = quote.data;
  return (
    <section className={styles.summary} aria-label={t('booking.quote.title')} aria-busy={quote.isPlaceholderData || undefined}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.categoryId} className={styles.line}>
            <span>
              <Trans t={t} i18nKey="booking.quote.line" values={{ quantity: line.quantity, label: line.label }} components={{ label: <bdi /> }} />
            </span>
            <span className={styles.amount}>{money.shown(line.amount, currency)}</span>
          </li>
        ))}
      </ul>
      {saving > 0 && <p className={styles.saving}>{t('booking.quote.saving', { amount: money.shown(saving, currency) })}</p>}
      <p className={styles.total}>
        <span>{t('booking.quote.total')}</span>
        <span className={styles.totalAmount}>{money.shown(total, currency)}</span>
      </p>
      {/* Converted prices are estimates: say what is charged, in the experience's currency. */}
      {money.currency !== currency && (
        <p className={styles.charged}>
          <Trans
            t={t}
            i18nKey="booking.quote.charged"
            values={{ currency: t(`booking.quote.currency.${currency}`, { defaultValue: currency }), amount: money.charged(total, currency) }}
            components={{ amount: <bdi /> }}
          />
        </p>
      )}
    </section>
  );
}
