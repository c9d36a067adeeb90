// What the payment page says when the service will not hold (or take payment for) the chosen places, in the page's
// language.
import { ApiError, i18n, serviceErrorText } from '@kemet/platform';
import '../messages/checkoutMessages';

export interface HoldRefusal {
  title: string;
  /** The service's own message. */
  reason: string;
  /** Asking again can work (fewer tickets, a passing network problem); otherwise another session must be chosen. */
  canRetry: boolean;
}

const retryable: Record<string, boolean> = {
  SOLD_OUT: true,
  BOOKING_CLOSED: false,
  SESSION_PAST: false,
  CATEGORY_MISMATCH: false,
};
const title = (code: string) => i18n.t(`hold.refused.${code in retryable ? code : 'other'}`, { ns: 'checkout' });

export function holdRefusalFrom(error: unknown): HoldRefusal {
  if (!(error instanceof ApiError))
    return { title: title(''), reason: i18n.t('network', { ns: 'common' }), canRetry: true };
  return {
    title: title(error.code),
    reason: serviceErrorText(error.code, error.message),
    canRetry: retryable[error.code] ?? true,
  };
}
