// A card as the limits see it: an HMAC of its number and expiry under the limits' key, never the number itself, so
// counters and claims can name a card without storing it (api/README.md, "Fair limits and proof of work").
import { createHmac } from 'node:crypto';

export interface CardDetails {
  cardNumber?: string;
  expiry?: string;
}

/** The card's fingerprint, or undefined when the payment did not carry its full number and expiry. */
export function cardFingerprint(key: string, card: CardDetails): string | undefined {
  if (!card.cardNumber || !card.expiry) return undefined;
  return createHmac('sha256', key).update(`${card.cardNumber}|${card.expiry}`).digest('base64url');
}
