// `npm run operations -w api -- add <email> | remove <email>`: who works in Kemet operations (decides partner
// applications, reads the whole audit log). Each change is in the audit log, with no actor (the operator's shell).
import { eq, sql } from 'drizzle-orm';
import { fail, withCliDatabase } from '../db/cliDatabase.js';
import { operationsMembers, users } from '../db/schema.js';
import { recordAudit } from './audit.js';

const USAGE = 'Usage: npm run operations -w api -- add <email> | remove <email>';
const [command, email] = process.argv.slice(2);
if (!email || (command !== 'add' && command !== 'remove')) fail(USAGE);

await withCliDatabase(async (db) => {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) fail(`No account uses ${email}.`);
  const changed = await db.transaction(async (tx) => {
    const rows =
      command === 'add'
        ? await tx.insert(operationsMembers).values({ userId: user.id }).onConflictDoNothing().returning()
        : await tx.delete(operationsMembers).where(eq(operationsMembers.userId, user.id)).returning();
    if (rows.length === 0) return false;
    await recordAudit(tx, {
      actorUserId: null,
      providerId: null,
      action: command === 'add' ? 'operations.added' : 'operations.removed',
      entity: 'operations_member',
      entityId: user.id,
      before: command === 'add' ? null : { userId: user.id, email: user.email },
      after: command === 'add' ? { userId: user.id, email: user.email } : null,
    });
    return true;
  });
  const state = command === 'add' ? 'works in Kemet operations' : 'does not work in Kemet operations';
  console.log(changed ? `${user.email} now ${state}.` : `${user.email} already ${state}.`);
});
