// The server's price of the held choice (the shared quote lines, as charged), whether it is being updated, and the free
// cancellation deadline.
import type { Quote } from '@kemet/contract';
import { useTranslation } from '@kemet/platform';

import { QuoteLines } from '../components/ticketChoice/QuoteLines';
import { useFreeCancellationText } from '../ui/cancellationText';
import { useStillBefore } from '../ui/useStillBefore';
import styles from './HeldPrice.module.css';
import '../messages/checkoutMessages';

export function HeldPrice({ quote, updating }: { quote: Quote; updating: boolean }) {
  const { t } = useTranslation('checkout');
  const freeCancellationText = useFreeCancellationText();
  const stillFree = useStillBefore(quote.cancellableUntil);
  return (
    <div className={styles.quote} aria-busy={updating || undefined}>
      <QuoteLines quote={quote} wording="payment" />
      {updating && <p className={styles.note}>{t('quote.updating')}</p>}
      <p className={stillFree ? styles.policy : styles.policyEnded}>
        {freeCancellationText(quote.cancellableUntil, stillFree)}
        {!stillFree && t('quote.noCancelling')}
      </p>
    </div>
  );
}
