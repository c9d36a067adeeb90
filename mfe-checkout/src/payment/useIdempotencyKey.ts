// One Idempotency-Key per checkout attempt: the same body keeps its key until the server gives a definitive answer.
import { useCallback, useRef } from 'react';
import type { BookingRequest } from '@kemet/contract';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only in secure contexts; fall back to 128 random bits.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key for this body: reused while the body is unchanged, a fresh one when it changes. */
  keyFor: (request: BookingRequest) => string;
  /** The server answered for good (booked, declined, sold out): the next attempt gets a new key. */
  settle: () => void;
}

export function useIdempotencyKey(): IdempotencyKeys {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((request: BookingRequest) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: newKey() };
    return attempt.current.key;
  }, []);
  const settle = useCallback(() => {
    attempt.current = null;
  }, []);
  return { keyFor, settle };
}
