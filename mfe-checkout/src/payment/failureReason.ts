// Turns a failed booking request into what the failure screen says, and whether the outcome is settled for good.
import { ApiError, i18n, rateLimitMessage, serviceErrorText } from '@kemet/platform';

export interface BookingFailure {
  reason: string;
  /** True when the service may not have answered (network, 5xx, still processing): a retry must reuse the key. */
  uncertain: boolean;
  /** The card was declined: another card can pay at once, so the screen says so instead of "try again later". */
  declined: boolean;
}

export function failureFrom(error: unknown): BookingFailure {
  if (!(error instanceof ApiError))
    return { reason: i18n.t('network', { ns: 'common' }), uncertain: true, declined: false };
  // Refused before any charge: settled, and the reason says when a new attempt will be taken.
  const limited = rateLimitMessage(error);
  if (limited) return { reason: limited, uncertain: false, declined: false };
  const uncertain = error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS';
  return {
    reason: serviceErrorText(error.code, error.message),
    uncertain,
    declined: error.code === 'PAYMENT_DECLINED',
  };
}
