// The public keys a scanner needs (GET /tickets/keys): the current key, every earlier key with tickets not yet expired,
// and the keys TICKET_VERIFY_KEYS pins. A key whose tickets have all expired leaves the set.
import type { Jwks } from '@kemet/contract';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tickets } from '../db/schema.js';
import type { Keyring } from './keyring.js';

export async function publishedKeys(db: Db, keyring: Keyring): Promise<Jwks> {
  const earlier = keyring.publicJwks.slice(1).map((jwk) => jwk.kid);
  const live = new Set<string>([keyring.kid, ...keyring.pinnedKids]);
  if (earlier.length > 0) {
    const rows = await db
      .selectDistinct({ kid: tickets.kid })
      .from(tickets)
      .where(and(inArray(tickets.kid, earlier), gt(tickets.expiresAt, sql`now()`)));
    for (const { kid } of rows) live.add(kid);
  }
  return { keys: keyring.publicJwks.filter((jwk) => live.has(jwk.kid)) };
}
