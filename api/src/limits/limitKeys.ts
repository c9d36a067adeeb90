// The limits' keys, each derived from one root secret (LIMITS_SECRET, else the idempotency secret) so that one setting
// keeps every instance agreeing: the device cookie's signature, card fingerprints and proof-of-work challenges.
import { createHmac } from 'node:crypto';

export interface LimitKeys {
  deviceCookie: string;
  cardFingerprint: string;
  challenge: string;
}

const derive = (root: string, purpose: string): string =>
  createHmac('sha256', root).update(`kemet-limits:${purpose}`).digest('base64url');

export const limitKeys = (root: string): LimitKeys => ({
  deviceCookie: derive(root, 'device-cookie'),
  cardFingerprint: derive(root, 'card-fingerprint'),
  challenge: derive(root, 'challenge'),
});
