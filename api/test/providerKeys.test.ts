// Provider gate keys: stored only as their SHA-256, one live key per provider, the seed's keys file, and the
// /api/providers/current routes (whose gate this is; staff rotate or revoke the key).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { prepareDatabase } from '../src/db/prepare.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { providerKeys, providerStaff, providers } from '../src/db/schema.js';
import { issueProviderKey, providerForKey, revokeProviderKey } from '../src/gate/providerKeys.js';
import { PROVIDER_KEYS_FILE, seedProviderKeys } from '../src/gate/seedProviderKeys.js';
import { keyOf, liveKeyRows } from './gateFixtures.js';
import { appPerFile, call, post, signUp } from './helpers.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const firstProvider = async () =>
  (await database.db.select({ id: providers.id, name: providers.name }).from(providers).limit(1))[0];
const current = (headers: Record<string, string>) =>
  call(app, { method: 'GET', url: '/api/providers/current', headers });

describe('provider keys', () => {
  test('a key is kmt_pk_ and 32 random bytes; the database keeps only its SHA-256 hex', async () => {
    const provider = await firstProvider();
    const { key } = await issueProviderKey(database.db, provider.id);
    assert.match(key, /^kmt_pk_[A-Za-z0-9_-]{43}$/);
    const [live] = await liveKeyRows(database.db, provider.id);
    assert.equal(live.keyHash, createHash('sha256').update(key).digest('hex'));
    const dump = (await database.db.execute(sql`select * from provider_keys`)).rows
      .map((row) => JSON.stringify(row))
      .join('\n');
    assert.ok(!dump.includes(key.slice('kmt_pk_'.length)), 'the plaintext key is stored');
    assert.equal(await providerForKey(database.db, key), provider.id);
  });

  test('one live key per provider: a new key revokes the last, and the database refuses a second live one', async () => {
    const provider = await firstProvider();
    const first = await keyOf(database.db, provider.id);
    const second = await keyOf(database.db, provider.id);
    assert.equal((await liveKeyRows(database.db, provider.id)).length, 1);
    assert.equal(await providerForKey(database.db, first), null);
    assert.equal(await providerForKey(database.db, second), provider.id);
    await assert.rejects(database.db.insert(providerKeys).values({ providerId: provider.id, keyHash: 'f'.repeat(64) }));
    assert.equal(await revokeProviderKey(database.db, provider.id), true);
    assert.equal(await providerForKey(database.db, second), null);
    assert.equal(await revokeProviderKey(database.db, provider.id), false);
  });
});

describe('the seed', () => {
  test('gives every provider a key once, written to provider-keys.json (0600) in the data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kemet-keys-'));
    const fresh = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await prepareDatabase(fresh, { dataDir });
      const file = path.join(dataDir, PROVIDER_KEYS_FILE);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      const written: { provider: string; key: string }[] = JSON.parse(await readFile(file, 'utf8'));
      const names = (await fresh.db.select({ name: providers.name }).from(providers)).map((p) => p.name);
      assert.deepEqual(written.map((w) => w.provider).sort(), [...names].sort());
      for (const { provider, key } of written) {
        const [row] = await fresh.db.select({ id: providers.id }).from(providers).where(eq(providers.name, provider));
        assert.equal(await providerForKey(fresh.db, key), row.id, provider);
      }
      // A restart issues nothing more, and a revoked key is not re-seeded.
      await revokeProviderKey(fresh.db, (await fresh.db.select({ id: providers.id }).from(providers).limit(1))[0].id);
      assert.deepEqual(await seedProviderKeys(fresh.db, { dataDir }), []);
      assert.equal(await readFile(file, 'utf8'), `${JSON.stringify(written, null, 2)}\n`);
    } finally {
      await fresh.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('/api/providers/current', () => {
  test('names the provider of a live key (via key) or of a signed-in staff member (via staff); 401 otherwise', async () => {
    const provider = await firstProvider();
    const key = await keyOf(database.db, provider.id);
    const byKey = await current({ authorization: `Bearer ${key}` });
    assert.equal(byKey.statusCode, 200, byKey.body);
    assert.deepEqual(byKey.json(), { provider: { id: provider.id, name: provider.name }, via: 'key' });
    assert.equal(byKey.headers['cache-control'], 'no-store');

    const staff = await signUp(app);
    await database.db.insert(providerStaff).values({ userId: staff.user.id, providerId: provider.id });
    assert.deepEqual((await current({ cookie: staff.cookie })).json(), {
      provider: { id: provider.id, name: provider.name },
      via: 'staff',
    });

    const traveller = await signUp(app);
    const refusals: Record<string, string>[] = [
      {},
      { cookie: traveller.cookie },
      { authorization: 'Bearer kmt_pk_nope' },
      { authorization: `Basic ${key}` },
    ];
    for (const headers of refusals) {
      const res = await current(headers);
      assert.equal(res.statusCode, 401, JSON.stringify(headers));
      assert.equal(res.json().error.code, 'UNAUTHENTICATED');
    }
  });

  test('signed-in staff rotate the key (shown once) and revoke it; a key cannot, nor can a traveller', async () => {
    const provider = await firstProvider();
    const oldKey = await keyOf(database.db, provider.id);
    const staff = await signUp(app);
    await database.db.insert(providerStaff).values({ userId: staff.user.id, providerId: provider.id });

    const rotated = await post(app, '/api/providers/current/key', {}, { cookie: staff.cookie });
    assert.equal(rotated.statusCode, 201, rotated.body);
    assert.equal(rotated.headers['cache-control'], 'no-store');
    const body = rotated.json();
    assert.deepEqual(body.provider, { id: provider.id, name: provider.name });
    assert.match(body.key, /^kmt_pk_/);
    assert.equal((await current({ authorization: `Bearer ${oldKey}` })).statusCode, 401);
    assert.equal((await current({ authorization: `Bearer ${body.key}` })).json().via, 'key');

    assert.equal(
      (await post(app, '/api/providers/current/key', {}, { authorization: `Bearer ${body.key}` })).statusCode,
      401,
    );
    const traveller = await signUp(app);
    const refused = await post(app, '/api/providers/current/key', {}, { cookie: traveller.cookie });
    assert.equal(refused.statusCode, 403);
    assert.equal(refused.json().error.code, 'NOT_PROVIDER_STAFF');

    const revoked = await call(app, {
      method: 'DELETE',
      url: '/api/providers/current/key',
      headers: { cookie: staff.cookie },
    });
    assert.equal(revoked.statusCode, 204);
    assert.equal((await current({ authorization: `Bearer ${body.key}` })).statusCode, 401);
    assert.equal((await liveKeyRows(database.db, provider.id)).length, 0);
  });
});
