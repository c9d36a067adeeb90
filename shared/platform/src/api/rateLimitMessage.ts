// What a form says when the service answers 429: the service's message and, from Retry-After, when to try again.
import { ApiError } from './apiClient';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function waitInWords(seconds: number): string {
  if (seconds < 60) return plural(Math.max(1, Math.ceil(seconds)), 'second');
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour');
}

/** For a 429, e.g. "Too many attempts. Please try again in 2 minutes."; undefined for any other failure. */
export function rateLimitMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const when = error.retryAfterSeconds ? `in ${waitInWords(error.retryAfterSeconds)}` : 'in a little while';
  return `${error.message} Please try again ${when}.`;
}
