// `npm run provider-staff -w api -- add <email> "<provider name>" [owner|staff] | remove <email>`: who works for a
// provider (and checks tickets in when signed in); staff unless named owner.
import { eq, sql } from 'drizzle-orm';
import { fail, withCliDatabase } from '../db/cliDatabase.js';
import { providerStaff, users } from '../db/schema.js';
import { providerByName } from './providerKeys.js';

const USAGE = 'Usage: npm run provider-staff -w api -- add <email> "<provider name>" [owner|staff] | remove <email>';
const [command, email, name, role = 'staff'] = process.argv.slice(2);
if (!email || !((command === 'add' && name && (role === 'owner' || role === 'staff')) || command === 'remove'))
  fail(USAGE);

await withCliDatabase(async (db) => {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) fail(`No account uses ${email}.`);
  if (command === 'add') {
    const provider = await providerByName(db, name);
    if (!provider) fail(`No provider is named "${name}".`);
    await db
      .insert(providerStaff)
      .values({ userId: user.id, providerId: provider.id, role })
      .onConflictDoUpdate({ target: providerStaff.userId, set: { providerId: provider.id, role } });
    console.log(`${user.email} now works for ${provider.name} as ${role} (and checks tickets in).`);
  } else {
    const removed = await db
      .delete(providerStaff)
      .where(eq(providerStaff.userId, user.id))
      .returning({ userId: providerStaff.userId });
    console.log(
      removed.length ? `${user.email} is no longer provider staff.` : `${user.email} was not provider staff.`,
    );
  }
});
