// The audit log: every partner and operations change writes one entry (who, which provider, what, before and after,
// when) with the transaction that makes the change, so an entry exists exactly when the change does. Entries hold what
// a person may read back: never a password, a token or a key.
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';
import { pageAnswer, type PageRequest } from './paging.js';

export interface AuditChange {
  actorUserId: number | null;
  providerId: number | null;
  action: string;
  entity: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Db, change: AuditChange): Promise<void> {
  await db.insert(auditLog).values({
    ...change,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** A page of entries, newest first: one provider's, or all of them. */
export async function auditPage(db: Db, request: PageRequest & { providerId?: number }) {
  const where: SQL | undefined =
    request.providerId === undefined ? undefined : eq(auditLog.providerId, request.providerId);
  const [{ total }] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, actorName: users.fullName, actorEmail: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const items = rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor:
      entry.actorUserId !== null && actorName !== null && actorEmail !== null
        ? { id: entry.actorUserId, fullName: actorName, email: actorEmail }
        : null,
    providerId: entry.providerId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  }));
  return pageAnswer(items, total, request);
}
