// The one answer to every exceeded limit: 429 RATE_LIMITED in the usual error shape, with Retry-After in seconds.
import { ApiError } from '../http/errors.js';

export const retryAfterSeconds = (ttlMs: number): number => Math.max(1, Math.ceil(ttlMs / 1000));

export function rateLimited(message: string, ttlMs: number): ApiError {
  return new ApiError(429, 'RATE_LIMITED', message, undefined, { 'Retry-After': String(retryAfterSeconds(ttlMs)) });
}

export const LIMIT_MESSAGES = {
  signIn: 'Too many sign-in attempts.',
  signUp: 'Too many accounts were created from here.',
  bookings: 'Too many booking attempts.',
  holds: 'Too many attempts to hold places.',
  declines: 'Too many declined payments.',
  forms: 'Too many attempts.',
  checkins: 'Too many scans.',
} as const;
