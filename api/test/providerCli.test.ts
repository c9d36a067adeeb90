// The operator scripts on a PGlite data directory: provider-key issues a working key (printed once) and revokes it,
// provider-staff adds and removes a member; an unknown name ends with status 1 and says why.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { prepareDatabase } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { providerStaff, providers, users } from '../src/db/schema.js';
import { providerForKey } from '../src/gate/providerKeys.js';

const run = promisify(execFile);
let dataDir: string;

async function cli(script: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', `src/gate/${script}.ts`, ...args], {
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
  await database.db.insert(users).values({ fullName: 'Gate Staff', email: 'Gate.Staff@example.com', passwordHash: 'x', uid: 'cli-staff' });
  await database.close();
});
after(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

test('provider-key issue prints a key that works; revoke ends it', async () => {
  const issued = await cli('providerKeyCli', 'issue', provider.name);
  assert.equal(issued.code, 0, issued.out);
  const key = /kmt_pk_[A-Za-z0-9_-]{43}/.exec(issued.out)?.[0];
  assert.ok(key, issued.out);
  assert.equal(await withDatabase((db) => providerForKey(db, key)), provider.id);
  const revoked = await cli('providerKeyCli', 'revoke', provider.name);
  assert.match(revoked.out, /is revoked/);
  assert.equal(await withDatabase((db) => providerForKey(db, key)), null);
});

test('provider-staff add (any case of the email) and remove', async () => {
  const added = await cli('providerStaffCli', 'add', 'gate.staff@example.com', provider.name);
  assert.equal(added.code, 0, added.out);
  const staffOf = () =>
    withDatabase((db) =>
      db
        .select({ providerId: providerStaff.providerId })
        .from(providerStaff)
        .innerJoin(users, eq(users.id, providerStaff.userId))
        .where(eq(users.uid, 'cli-staff')),
    );
  assert.deepEqual(await staffOf(), [{ providerId: provider.id }]);
  assert.equal((await cli('providerStaffCli', 'remove', 'gate.staff@example.com')).code, 0);
  assert.deepEqual(await staffOf(), []);
});

test('an unknown provider ends with status 1 and says why', async () => {
  assert.deepEqual(await cli('providerKeyCli', 'issue', 'Nobody Tours'), { code: 1, out: 'No provider is named "Nobody Tours".\n' });
});
