// A provider's gate keys as its owner manages them: the list (metadata only, never a key or its hash), a new key (shown
// once, the live one revoked) and revoking the live one, each with its audit entry in the same transaction.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { providerKeys } from '../db/schema.js';
import { issueProviderKey, revokeProviderKey } from '../gate/providerKeys.js';
import { recordAudit } from './audit.js';

const KEYS_LISTED = 20;

export async function gateKeyList(db: Db, providerId: number) {
  const rows = await db
    .select({ id: providerKeys.id, createdAt: providerKeys.createdAt, revokedAt: providerKeys.revokedAt })
    .from(providerKeys)
    .where(eq(providerKeys.providerId, providerId))
    .orderBy(desc(providerKeys.id))
    .limit(KEYS_LISTED);
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      live: row.revokedAt === null,
    })),
  };
}

const liveKeyId = async (db: Db, providerId: number): Promise<number | null> => {
  const [row] = await db
    .select({ id: providerKeys.id })
    .from(providerKeys)
    .where(and(eq(providerKeys.providerId, providerId), isNull(providerKeys.revokedAt)));
  return row?.id ?? null;
};

export interface KeyActor {
  userId: number;
  providerId: number;
}

export async function issueGateKey(db: Db, { userId, providerId }: KeyActor) {
  return db.transaction(async (tx) => {
    const previous = await liveKeyId(tx, providerId);
    const issued = await issueProviderKey(tx, providerId);
    const id = (await liveKeyId(tx, providerId)) as number;
    await recordAudit(tx, {
      actorUserId: userId,
      providerId,
      action: 'gate_key.issued',
      entity: 'provider_key',
      entityId: id,
      before: previous === null ? null : { liveKeyId: previous },
      after: { liveKeyId: id },
    });
    return { id, key: issued.key, createdAt: issued.createdAt.toISOString() };
  });
}

/** Revokes the live key; whether there was one (nothing is recorded when there was none). */
export async function revokeGateKey(db: Db, { userId, providerId }: KeyActor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const live = await liveKeyId(tx, providerId);
    if (live === null || !(await revokeProviderKey(tx, providerId))) return false;
    await recordAudit(tx, {
      actorUserId: userId,
      providerId,
      action: 'gate_key.revoked',
      entity: 'provider_key',
      entityId: live,
      before: { liveKeyId: live },
      after: { liveKeyId: null },
    });
    return true;
  });
}
