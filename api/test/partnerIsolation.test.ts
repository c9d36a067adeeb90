// Isolation between partners: owner A trying partner B's ids gets exactly the answer of an id that does not exist, and
// A's lists (staff, invitations, gate keys, audit) never show anything of B's; B's people and key are untouched.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, uniqueEmail } from './helpers.js';
import {
  accept,
  del,
  get,
  invitationToken,
  postAs,
  staffMember,
  twoPartners,
  type Partner,
} from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

let a: Partner;
let b: Partner;
let bStaff: Awaited<ReturnType<typeof staffMember>>;
let bInvitationId: number;
let bKey: string;
const UNKNOWN_ID = 2_000_000_000;

describe("partner A and partner B's ids", () => {
  before(async () => {
    ({ a, b } = await twoPartners(app, database.db));
    bStaff = await staffMember(app, database.db, b.owner.cookie);
    const invited = await postAs(app, '/api/partner/staff/invitations', b.owner.cookie, { email: uniqueEmail('b') });
    bInvitationId = invited.json().invitation.id;
    bKey = (await postAs(app, '/api/partner/gate-keys', b.owner.cookie)).json().key;
    await postAs(app, '/api/partner/gate-keys', a.owner.cookie);
  });

  test("removing B's member, or B's owner, is A's 404 for an unknown id, and B keeps them", async () => {
    const unknown = await del(app, `/api/partner/staff/${UNKNOWN_ID}`, a.owner.cookie);
    assert.equal(unknown.statusCode, 404);
    for (const id of [bStaff.id, b.owner.id]) {
      const res = await del(app, `/api/partner/staff/${id}`, a.owner.cookie);
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), unknown.json());
    }
    assert.equal((await get(app, '/api/partner/me', bStaff.cookie)).json().role, 'staff');
    assert.equal((await get(app, '/api/partner/staff', b.owner.cookie)).json().items.length, 2);
  });

  test("withdrawing B's invitation is A's 404 for an unknown id, and B's stays open", async () => {
    const unknown = await del(app, `/api/partner/staff/invitations/${UNKNOWN_ID}`, a.owner.cookie);
    const res = await del(app, `/api/partner/staff/invitations/${bInvitationId}`, a.owner.cookie);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), unknown.json());
    const open = (await get(app, '/api/partner/staff', b.owner.cookie)).json().invitations;
    assert.deepEqual(
      open.map((i: { id: number }) => i.id),
      [bInvitationId],
    );
  });

  test("A's lists show only A's people, invitations, keys and audit entries", async () => {
    const staff = (await get(app, '/api/partner/staff', a.owner.cookie)).json();
    assert.deepEqual(
      staff.items.map((m: { userId: number }) => m.userId),
      [a.owner.id],
    );
    assert.deepEqual(staff.invitations, []);
    const bKeyIds = (await get(app, '/api/partner/gate-keys', b.owner.cookie))
      .json()
      .items.map((k: { id: number }) => k.id);
    const aKeys = (await get(app, '/api/partner/gate-keys', a.owner.cookie)).json().items;
    assert.equal(aKeys.length, 1);
    assert.ok(aKeys.every((k: { id: number }) => !bKeyIds.includes(k.id)));
    const audit = (await get(app, '/api/partner/audit?pageSize=100', a.owner.cookie)).json();
    assert.ok(audit.total > 0);
    assert.ok(audit.items.every((e: { providerId: number }) => e.providerId === a.providerId));
    assert.ok(!JSON.stringify(audit).includes(bStaff.email) && !JSON.stringify(audit).includes(b.providerName));
  });

  test("A's key changes leave B's key working", async () => {
    await postAs(app, '/api/partner/gate-keys', a.owner.cookie);
    await del(app, '/api/partner/gate-keys/current', a.owner.cookie);
    const gate = await call(app, {
      method: 'GET',
      url: '/api/providers/current',
      headers: { authorization: `Bearer ${bKey}` },
    });
    assert.equal(gate.statusCode, 200);
    assert.equal(gate.json().provider.id, b.providerId);
  });

  test("B's staff accepting a link to A's provider is refused: one account works for one provider", async () => {
    const invited = await postAs(app, '/api/partner/staff/invitations', a.owner.cookie, { email: bStaff.email });
    assert.equal(invited.statusCode, 201, 'inviting reveals nothing about other providers');
    const token = await invitationToken(database.db, bStaff.email);
    const res = await accept(app, token, {}, bStaff.cookie);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error.code, 'ALREADY_PARTNER');
    assert.equal((await get(app, '/api/partner/me', bStaff.cookie)).json().provider.id, b.providerId);
  });
});
