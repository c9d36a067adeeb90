// The price of the choice as the server gives it (POST /quotes): its lines in the traveller's currency, then what is
// charged in the experience's own currency. Nothing is added up here. A refusal (sold out, booking closed…) is shown in
// the server's words.
import type { UseQueryResult } from '@tanstack/react-query';
import type { Quote } from '@kemet/contract';
import { loadErrorMessage, useTranslation } from '@kemet/platform';
import { useMoney } from '@kemet/platform/query';
import { Trans } from '@kemet/platform/trans';
import { Notice } from '@kemet/ui';
import '../messages/checkoutMessages';
import { QuoteLines } from '../components/ticketChoice/QuoteLines';
import styles from './QuoteSummary.module.css';

interface QuoteSummaryProps {
  /** False until a time and a ticket are chosen. */
  asked: boolean;
  quote: UseQueryResult<Quote>;
}

export function QuoteSummary({ asked, quote }: QuoteSummaryProps) {
  const { t } = useTranslation('checkout');
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
  const { total, currency } = quote.data;
  return (
    <section
      className={styles.summary}
      aria-label={t('ticketChoice.quote.caption')}
      aria-busy={quote.isPlaceholderData || undefined}
    >
      <QuoteLines quote={quote.data} wording="booking" />
      {/* Converted prices are estimates: say what is charged, in the experience's currency. */}
      {money.currency !== currency && (
        <p className={styles.charged}>
          <Trans
            t={t}
            i18nKey="booking.quote.charged"
            values={{
              currency: t(`booking.quote.currency.${currency}`, { defaultValue: currency }),
              amount: money.charged(total, currency),
            }}
            components={{ amount: <bdi /> }}
          />
        </p>
      )}
    </section>
  );
}
