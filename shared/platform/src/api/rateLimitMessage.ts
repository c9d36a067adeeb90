// What a form says when the service answers 429: the service's message and, from Retry-After, when to try again.
import { ApiError } from './apiClient';
import { i18n } from '../i18n/i18n';
import { serviceErrorText } from '../i18n/serviceTexts';

const wait = (unit: 'second' | 'minute' | 'hour', count: number) => i18n.t(`wait.${unit}`, { ns: 'common', count });

export function waitInWords(seconds: number): string {
  if (seconds < 60) return wait('second', Math.max(1, Math.ceil(seconds)));
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? wait('minute', minutes) : wait('hour', Math.ceil(minutes / 60));
}

/** For a 429, e.g. "Too many attempts. Please try again in 2 minutes."; undefined for any other failure. */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const message = serviceErrorText(error.code, error.message);
  return error.retryAfterSeconds
    ? i18n.t('rateLimit.tryAgainIn', { ns: 'common', message, wait: waitInWords(error.retryAfterSeconds) })
    : i18n.t('rateLimit.tryAgainLater', { ns: 'common', message });
}
