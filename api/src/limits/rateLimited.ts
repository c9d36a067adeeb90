// The one answer to every exceeded limit: 429 RATE_LIMITED in the usual error shape, with Retry-After in seconds.
import { ApiError } from '../http/errors.js';

export const retryAfterSeconds = (ttlMs: number): number => Math.max(1, Math.ceil(ttlMs / 1000));

export function rateLimited(message: string, ttlMs: number): ApiError {
  return new ApiError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds(ttlMs)) });
}

export { LIMIT_MESSAGES } from '@kemet/contract';
