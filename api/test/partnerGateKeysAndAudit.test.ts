// The partner workspace's gate keys (shown once, listed without secrets, revoked; rotated from the gate page too) and
// audit log (newest first; operations see every provider, an owner only theirs), and the limits on changes and links.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { providerStaff } from '../src/db/schema.js';
import { appPerFile, call, pgliteDatabase, testApp } from './helpers.js';
import { del, get, onePartner, operationsAccount, partnerProvider, postAs, staffMember } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('gate keys', () => {
  test('the owner issues (shown once; the old key stops), lists metadata only, and revokes; each audited', async () => {
    const { partner } = await onePartner(app, database.db);
    const first = await postAs(app, '/api/partner/gate-keys', partner.owner.cookie);
    assert.equal(first.statusCode, 201, first.body);
    assert.match(first.json().key, /^kmt_pk_[A-Za-z0-9_-]{43}$/);
    const gate = (key: string) =>
      call(app, { method: 'GET', url: '/api/providers/current', headers: { authorization: `Bearer ${key}` } });
    assert.equal((await gate(first.json().key)).json().provider.id, partner.providerId);
    const second = await postAs(app, '/api/partner/gate-keys', partner.owner.cookie);
    assert.equal((await gate(first.json().key)).statusCode, 401);
    assert.equal((await gate(second.json().key)).statusCode, 200);

    const list = await get(app, '/api/partner/gate-keys', partner.owner.cookie);
    assert.deepEqual(
      list
        .json()
        .items.map((k: { id: number; live: boolean; revokedAt: string | null }) => [
          k.id,
          k.live,
          k.revokedAt === null,
        ]),
      [
        [second.json().id, true, true],
        [first.json().id, false, false],
      ],
    );
    assert.ok(!list.body.includes(first.json().key.slice(7)) && !list.body.includes(second.json().key.slice(7)));

    assert.equal((await del(app, '/api/partner/gate-keys/current', partner.owner.cookie)).statusCode, 204);
    assert.equal((await gate(second.json().key)).statusCode, 401);
    assert.equal((await del(app, '/api/partner/gate-keys/current', partner.owner.cookie)).statusCode, 204);

    const audit = (await get(app, '/api/partner/audit', partner.owner.cookie)).json();
    assert.deepEqual(
      audit.items
        .slice(0, 3)
        .map((e: { action: string; before: unknown; after: unknown }) => [e.action, e.before, e.after]),
      [
        ['gate_key.revoked', { liveKeyId: second.json().id }, { liveKeyId: null }],
        ['gate_key.issued', { liveKeyId: first.json().id }, { liveKeyId: second.json().id }],
        ['gate_key.issued', null, { liveKeyId: first.json().id }],
      ],
    );
    assert.ok(!JSON.stringify(audit).includes(second.json().key));
  });
});

describe('the audit log', () => {
  test('pages newest first; operations see every provider, an owner only theirs', async () => {
    const { ops, partner } = await onePartner(app, database.db);
    for (let i = 0; i < 3; i++) await postAs(app, '/api/partner/gate-keys', partner.owner.cookie);
    const page1 = (await get(app, '/api/partner/audit?pageSize=2', partner.owner.cookie)).json();
    const page2 = (await get(app, '/api/partner/audit?pageSize=2&page=2', partner.owner.cookie)).json();
    assert.equal(page1.items.length, 2);
    assert.ok(page1.items[0].id > page1.items[1].id && page1.items[1].id > page2.items[0].id);
    assert.equal(page1.total, 5); // approval, acceptance, three keys
    assert.ok(
      [...page1.items, ...page2.items].every((e: { providerId: number }) => e.providerId === partner.providerId),
    );
    const everything = (await get(app, '/api/operations/audit?pageSize=100', ops.cookie)).json();
    assert.ok(everything.total > page1.total);
    assert.ok(everything.items.some((e: { providerId: number | null }) => e.providerId !== partner.providerId));
  });
});

describe('limits', () => {
  test('changes per account: past the limit 429 RATE_LIMITED with Retry-After; links per address: proof, then 429', async () => {
    const limited = await pgliteDatabase();
    const limitedApp = await testApp(limited, {
      config: { partnerWritesPerUser: 2, invitationPerIp: 1, invitationPerIpHard: 2 },
    });
    try {
      const ops = await operationsAccount(limitedApp, limited.db);
      const partner = await partnerProvider(limitedApp, limited.db, ops.cookie);
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await postAs(limitedApp, '/api/partner/gate-keys', partner.owner.cookie)).statusCode);
      assert.deepEqual(statuses, [201, 201, 429]);
      const refused = await postAs(limitedApp, '/api/partner/gate-keys', partner.owner.cookie);
      assert.equal(refused.json().error.code, 'RATE_LIMITED');
      assert.equal(refused.json().error.message, 'Too many changes in a short time.');
      assert.match(String(refused.headers['retry-after']), /^\d+$/);
      // Reading is not a change.
      assert.equal((await get(limitedApp, '/api/partner/gate-keys', partner.owner.cookie)).statusCode, 200);

      // partnerProvider opened one link (the acceptance): the next is past the soft limit, the one after past the hard.
      const token = 'B'.repeat(43);
      const proof = await get(limitedApp, `/api/partner/invitations/${token}`);
      assert.equal(proof.statusCode, 404, 'the views count apart from the acceptances');
      assert.equal((await get(limitedApp, `/api/partner/invitations/${token}`)).statusCode, 428);
      assert.equal((await get(limitedApp, `/api/partner/invitations/${token}`)).statusCode, 429);
    } finally {
      await limitedApp.close();
      await limited.close();
    }
  });
});

describe('the gate page route', () => {
  test('a staff session rotating the key from the gate is audited too', async () => {
    const { partner } = await onePartner(app, database.db);
    const staff = await staffMember(app, database.db, partner.owner.cookie);
    const res = await postAs(app, '/api/providers/current/key', staff.cookie);
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await database.db.select().from(providerStaff).where(eq(providerStaff.userId, staff.id));
    assert.equal(row.role, 'staff');
    const audit = (await get(app, '/api/partner/audit', partner.owner.cookie)).json();
    assert.equal(audit.items[0].action, 'gate_key.issued');
    assert.equal(audit.items[0].actor.id, staff.id);
  });
});
