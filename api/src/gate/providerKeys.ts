// Provider gate keys: `kmt_pk_` + 32 random bytes, shown once; only their SHA-256 is stored, one live key per provider.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { providerKeys, providers } from '../db/schema.js';

export const PROVIDER_KEY_PREFIX = 'kmt_pk_';
const KEY_PATTERN = /^kmt_pk_[A-Za-z0-9_-]{43}$/;

// 256 random bits cannot be guessed or brute-forced from the hash, so a plain SHA-256 is enough (a slow password hash
// like argon2 is for low-entropy secrets) and keeps the per-scan lookup a single indexed equality.
export const hashProviderKey = (key: string): string => createHash('sha256').update(key).digest('hex');

const looksLikeProviderKey = (value: string): boolean => KEY_PATTERN.test(value);

/** A new key for the provider (the previous live one is revoked in the same transaction); the plaintext, once. */
export async function issueProviderKey(db: Db, providerId: number): Promise<{ key: string; createdAt: Date }> {
  const key = PROVIDER_KEY_PREFIX + randomBytes(32).toString('base64url');
  const createdAt = await db.transaction(async (tx) => {
    await tx
      .update(providerKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(providerKeys.providerId, providerId), isNull(providerKeys.revokedAt)));
    const [row] = await tx
      .insert(providerKeys)
      .values({ providerId, keyHash: hashProviderKey(key) })
      .returning({ createdAt: providerKeys.createdAt });
    return row.createdAt;
  });
  return { key, createdAt };
}

/** Revokes the provider's live key; whether there was one. */
export async function revokeProviderKey(db: Db, providerId: number): Promise<boolean> {
  const revoked = await db
    .update(providerKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(providerKeys.providerId, providerId), isNull(providerKeys.revokedAt)))
    .returning({ id: providerKeys.id });
  return revoked.length > 0;
}

/** The provider a live key belongs to, or null for an unknown, malformed or revoked key. */
export async function providerForKey(db: Db, key: string): Promise<number | null> {
  if (!looksLikeProviderKey(key)) return null;
  const [row] = await db
    .select({ providerId: providerKeys.providerId })
    .from(providerKeys)
    .where(and(eq(providerKeys.keyHash, hashProviderKey(key)), isNull(providerKeys.revokedAt)))
    .limit(1);
  return row?.providerId ?? null;
}

/** The provider with exactly this name (the operator CLI names providers), or null. */
export async function providerByName(db: Db, name: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(eq(providers.name, name))
    .limit(1);
  return row ?? null;
}
