// Booking references: KMT- and six characters a traveller can read aloud (docs/product/rules.md#booking).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema.js';

const BASE32 = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no I, O, 0, 1

function newReference(): string {
  const bytes = randomBytes(6);
  return `KMT-${Array.from(bytes, (b) => BASE32[b & 31]).join('')}`;
}

export async function uniqueReference(db: Db): Promise<string> {
  for (;;) {
    const reference = newReference();
    const [clash] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference)).limit(1);
    if (!clash) return reference;
  }
}
