// Every schedule change runs the same way: one transaction holding the change, its audit entry and the catalogue's
// NOTIFY (delivered at commit, so other instances forget their answers only once the change is visible); this
// instance's catalogue cache forgets its answers after the commit (docs/adr/0006).
import type { Db } from '../db/client.js';
import { notifyContentChanged } from '../catalog/placeChanges.js';
import { recordAudit, type AuditChange } from '../partners/audit.js';

export interface Actor {
  userId: number;
  providerId: number;
}

export type Audited<T> = { result: T; audit: Omit<AuditChange, 'actorUserId' | 'providerId'> };

export async function partnerChange<T>(
  db: Db,
  actor: Actor,
  onCommitted: () => void,
  change: (tx: Db) => Promise<Audited<T>>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await recordAudit(tx, { ...audit, actorUserId: actor.userId, providerId: actor.providerId });
    await notifyContentChanged(tx);
    return result;
  });
  onCommitted();
  return result;
}
