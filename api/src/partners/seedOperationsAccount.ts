// Local runs (PGlite on disk) get an operations account at first start, so the queue can be tried at once: its email
// and a random password are written once to operations-account.json in the data directory (git-ignored, mode 0600),
// which the dev stack prints (shared/server/providerKeysNotice.ts). Never with DATABASE_URL: a deployment names its
// operations people with `npm run operations -w api -- add <email>`.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { operationsMembers, users } from '../db/schema.js';
import { recordAudit } from './audit.js';
import { newUId } from '../auth/memberId.js';

export const OPERATIONS_ACCOUNT_FILE = 'operations-account.json';
export const SEEDED_OPERATIONS_EMAIL = 'operations@kemet.local';

export interface SeedOperationsOptions {
  /** The PGlite data directory; without one nothing is seeded. */
  dataDir?: string;
  hashPassword?: (password: string) => Promise<string>;
  log?: { info(details: object, message: string): void };
}

/** Creates the account when the database has no operations member and no account with its email; its sign-in. */
export async function seedOperationsAccount(
  db: Db,
  { dataDir, hashPassword, log }: SeedOperationsOptions,
): Promise<{ email: string; password: string } | null> {
  if (!dataDir || !hashPassword) return null;
  const [{ members }] = await db.select({ members: count() }).from(operationsMembers);
  if (members > 0) return null;
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        fullName: 'Kemet Operations',
        email: SEEDED_OPERATIONS_EMAIL,
        passwordHash,
        uid: newUId(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return null;
    await tx.insert(operationsMembers).values({ userId: user.id });
    await recordAudit(tx, {
      actorUserId: null,
      providerId: null,
      action: 'operations.added',
      entity: 'operations_member',
      entityId: user.id,
      after: { userId: user.id, email: SEEDED_OPERATIONS_EMAIL },
    });
    const file = path.join(dataDir, OPERATIONS_ACCOUNT_FILE);
    // Written before the account commits: a failed write rolls it back, and the next start tries again.
    const account = { email: SEEDED_OPERATIONS_EMAIL, password };
    await writeFile(file, `${JSON.stringify(account, null, 2)}\n`, { mode: 0o600 });
    log?.info(
      { event: 'operations_account_seeded', file, email: SEEDED_OPERATIONS_EMAIL },
      'operations account created',
    );
    return account;
  });
}
