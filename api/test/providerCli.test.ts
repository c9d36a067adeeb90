// The operator scripts on a PGlite data directory: provider-key issues a working key (printed once) and revokes it,
// provider-staff adds and removes a member (staff, or owner when named), operations adds and removes an operations
// member (audited); an unknown name ends with status 1 and says why.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { prepareDatabase } from '../src/db/prepare.js';
import { openDatabase } from '../src/db/client.js';
import { auditLog, operationsMembers, providerStaff, providers, users } from '../src/db/schema.js';
import { providerForKey } from '../src/gate/providerKeys.js';

const run = promisify(execFile);
let dataDir: string;

async function cli(script: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', `src/${script}.ts`, ...args], {
      env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

let provider: { id: number; name: string };

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kemet-cli-'));
  const database = await openDatabase({ pgliteDir: dataDir });
  await prepareDatabase(database);
  [provider] = await database.db.select({ id: providers.id, name: providers.name }).from(providers).limit(1);
  await database.db
    .insert(users)
    .values({ fullName: 'Gate Staff', email: 'Gate.Staff@example.com', passwordHash: 'x', uid: 'cli-staff' });
  await database.close();
});
after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('provider-key issue prints a key that works; revoke ends it', async () => {
  const issued = await cli('gate/providerKeyCli', 'issue', provider.name);
  assert.equal(issued.code, 0, issued.out);
  const key = /kmt_pk_[A-Za-z0-9_-]{43}/.exec(issued.out)?.[0];
  assert.ok(key, issued.out);
  assert.equal(await withDatabase((db) => providerForKey(db, key)), provider.id);
  const revoked = await cli('gate/providerKeyCli', 'revoke', provider.name);
  assert.match(revoked.out, /is revoked/);
  assert.equal(await withDatabase((db) => providerForKey(db, key)), null);
});

test('provider-staff add (any case of the email) and remove', async () => {
  const added = await cli('gate/providerStaffCli', 'add', 'gate.staff@example.com', provider.name);
  assert.equal(added.code, 0, added.out);
  const staffOf = () =>
    withDatabase((db) =>
      db
        .select({ providerId: providerStaff.providerId, role: providerStaff.role })
        .from(providerStaff)
        .innerJoin(users, eq(users.id, providerStaff.userId))
        .where(eq(users.uid, 'cli-staff')),
    );
  assert.deepEqual(await staffOf(), [{ providerId: provider.id, role: 'staff' }]);
  assert.equal((await cli('gate/providerStaffCli', 'add', 'gate.staff@example.com', provider.name, 'owner')).code, 0);
  assert.deepEqual(await staffOf(), [{ providerId: provider.id, role: 'owner' }]);
  assert.equal((await cli('gate/providerStaffCli', 'add', 'gate.staff@example.com', provider.name, 'boss')).code, 1);
  assert.equal((await cli('gate/providerStaffCli', 'remove', 'gate.staff@example.com')).code, 0);
  assert.deepEqual(await staffOf(), []);
});

test('an unknown provider ends with status 1 and says why', async () => {
  assert.deepEqual(await cli('gate/providerKeyCli', 'issue', 'Nobody Tours'), {
    code: 1,
    out: 'No provider is named "Nobody Tours".\n',
  });
});

test('operations add and remove (any case of the email), each in the audit log', async () => {
  const member = () =>
    withDatabase((db) =>
      db
        .select({ uid: users.uid })
        .from(operationsMembers)
        .innerJoin(users, eq(users.id, operationsMembers.userId))
        .where(eq(users.uid, 'cli-staff')),
    );
  const added = await cli('partners/operationsCli', 'add', 'GATE.staff@example.com');
  assert.deepEqual(added, { code: 0, out: 'Gate.Staff@example.com now works in Kemet operations.\n' });
  assert.deepEqual(await member(), [{ uid: 'cli-staff' }]);
  assert.match((await cli('partners/operationsCli', 'add', 'gate.staff@example.com')).out, /already works/);
  assert.equal((await cli('partners/operationsCli', 'remove', 'gate.staff@example.com')).code, 0);
  assert.deepEqual(await member(), []);
  const actions = await withDatabase((db) =>
    db.select({ action: auditLog.action, actor: auditLog.actorUserId }).from(auditLog).orderBy(auditLog.id),
  );
  assert.deepEqual(actions.slice(-2), [
    { action: 'operations.added', actor: null },
    { action: 'operations.removed', actor: null },
  ]);
  assert.deepEqual(await cli('partners/operationsCli', 'add', 'nobody@example.com'), {
    code: 1,
    out: 'No account uses nobody@example.com.\n',
  });
});
