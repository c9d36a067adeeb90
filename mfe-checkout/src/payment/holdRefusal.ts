// What the payment page says when the service will not hold (or take payment for) the chosen places.
import { ApiError, NETWORK_ERROR_MESSAGE } from '@kemet/platform';

export interface HoldRefusal {
  title: string;
  /** The service's own message. */
  reason: string;
  /** Asking again can work (fewer tickets, a passing network problem); otherwise another session must be chosen. */
  canRetry: boolean;
}

const titles: Record<string, { title: string; canRetry: boolean }> = {
  SOLD_OUT: { title: 'Not enough places left', canRetry: true },
  BOOKING_CLOSED: { title: 'Booking has closed for this session', canRetry: false },
  SESSION_PAST: { title: 'This session has already started', canRetry: false },
  CATEGORY_MISMATCH: { title: 'These tickets are not sold for this experience', canRetry: false },
};

export function holdRefusalFrom(error: unknown): HoldRefusal {
  if (!(error instanceof ApiError)) return { title: 'We could not hold your places', reason: NETWORK_ERROR_MESSAGE, canRetry: true };
  const known = titles[error.code];
  return { title: known?.title ?? 'We could not hold your places', reason: error.message, canRetry: known?.canRetry ?? true };
}
