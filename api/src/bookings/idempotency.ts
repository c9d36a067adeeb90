// Idempotency keys of POST /bookings: the request fingerprint (an HMAC of the hold or the order and the card, without
// the CVC), its server secret, and the 24-hour lifetime of a key (claimed afresh once stale, swept hourly).
import { createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema.js';

export const IDEMPOTENCY_TTL_HOURS = 24;
export const MIN_SECRET_LENGTH = 32;
export const SECRET_FILE = 'idempotency-secret';

/** What identifies a booking request: the order and the card, never the CVC (see api/README.md, Bookings). */
export interface FingerprintInput {
  holdId?: string;
  eventId?: number;
  quantity?: number;
  payment: { cardLast4: string };
}

export function fingerprint(secret: string, input: FingerprintInput): string {
  const order = input.holdId === undefined ? [input.eventId, input.quantity] : ['hold', input.holdId];
  const canonical = JSON.stringify([...order, input.payment.cardLast4]);
  return createHmac('sha256', secret).update(canonical).digest('hex');
}

export interface SecretSource {
  /** IDEMPOTENCY_SECRET. */
  configured?: string;
  /** The PGlite data directory when the service keeps its data on disk; the generated secret lives beside it. */
  dataDir?: string;
}

/**
 * The HMAC key: IDEMPOTENCY_SECRET when set; otherwise one generated once into the data directory; otherwise
 * (PostgreSQL or an in-memory database) a random one for this process, which `shared: false` reports so the caller can
 * warn.
 */
export async function idempotencySecret({
  configured,
  dataDir,
}: SecretSource): Promise<{ secret: string; shared: boolean }> {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH)
      throw new Error(`IDEMPOTENCY_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return { secret: configured, shared: true };
  }
  if (!dataDir) return { secret: randomSecret(), shared: false };
  const file = path.join(dataDir, SECRET_FILE);
  try {
    // 'wx': only the first start creates it, so a restart keeps replaying the keys of the last 24 hours.
    await writeFile(file, randomSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < MIN_SECRET_LENGTH)
    throw new Error(`${file} holds a secret shorter than ${MIN_SECRET_LENGTH} characters`);
  return { secret, shared: true };
}

const randomSecret = () => randomBytes(32).toString('base64url');

const STALE = sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`);

/**
 * Claims (user, key) for this request and returns true, or false when the key is live (a duplicate: replay or refuse)
 * or already made a booking. A key older than 24 hours is claimed afresh unless it made a booking: bookings keep their
 * key for good (unique per user), so its reuse is refused even after the sweep removed the key's row.
 */
export async function claimKey(
  tx: Pick<Db, 'execute'>,
  userId: number,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    insert into idempotency_keys (user_id, key, request_hash)
    select ${userId}, ${key}, ${requestHash}
    where not exists (select 1 from bookings where user_id = ${userId} and idempotency_key = ${key})
    on conflict (user_id, key) do update
      set request_hash = excluded.request_hash, status_code = null, response = null, created_at = now()
      where idempotency_keys.created_at < now() - ${STALE}
    returning key`);
  return rows.length > 0;
}

/** True (in SQL) for a stored key past its 24 hours that the sweep has not removed yet: it is never replayed. */
export const isStale = sql<boolean>`${idempotencyKeys.createdAt} < now() - ${STALE}`;

/** Deletes keys older than 24 hours; returns how many went. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  const gone = await db.delete(idempotencyKeys).where(isStale).returning({ key: idempotencyKeys.key });
  return gone.length;
}
