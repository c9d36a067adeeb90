// Booking references: KMT- and six characters a traveller can read aloud (docs/product/rules.md#booking).
import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no I, O, 0, 1

/** A fresh reference; the insert that uses it retries on the (unlikely: 32^6) clash with the unique index. */
export function newReference(): string {
  const bytes = randomBytes(6);
  return `KMT-${Array.from(bytes, (b) => BASE32[b & 31]).join('')}`;
}
