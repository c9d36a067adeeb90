// The free-cancellation deadline in words (docs/product/rules.md#cancellation), in Cairo time.
import { useFormat, useTranslation } from '@kemet/platform';
import '../messages/checkoutMessages';

export function useFreeCancellationText(): (cancellableUntil: string, stillFree: boolean) => string {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  return (cancellableUntil, stillFree) =>
    t(stillFree ? 'cancellation.freeUntil' : 'cancellation.ended', { when: format.dateTime(cancellableUntil) });
}
