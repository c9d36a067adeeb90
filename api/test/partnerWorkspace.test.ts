// The partner workspace through HTTP: roles (owner, staff, traveller, signed out) and the owner's staff: invitations
// (mail, list, audit, replacing a link, withdrawing), removing members (never the last owner), and ids that are not ids.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { messages } from '@kemet/contract';
import { staffInvitationSchema, validate } from '@kemet/contract/forms';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, signUp, uniqueEmail } from './helpers.js';
import { del, get, invitationToken, onePartner, postAs, staffMember } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('roles', () => {
  test('signed out 401, a traveller 403 NOT_PARTNER, staff 403 NOT_OWNER on the owner routes', async () => {
    const { ops, partner } = await onePartner(app, database.db);
    const staff = await staffMember(app, database.db, partner.owner.cookie);
    const traveller = await signUp(app);
    const ownerRoutes: [string, string][] = [
      ['GET', '/api/partner/staff'],
      ['POST', '/api/partner/staff/invitations'],
      ['DELETE', `/api/partner/staff/${partner.owner.id}`],
      ['DELETE', '/api/partner/staff/invitations/1'],
      ['DELETE', '/api/partner/staff/not-a-number'],
      ['GET', '/api/partner/gate-keys'],
      ['POST', '/api/partner/gate-keys'],
      ['DELETE', '/api/partner/gate-keys/current'],
      ['GET', '/api/partner/audit'],
    ];
    const send = (method: string, url: string, cookie?: string) =>
      call(app, {
        method,
        url,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        payload: method === 'POST' ? '{}' : undefined,
      });
    for (const [method, url] of [...ownerRoutes, ['GET', '/api/partner/me'] as [string, string]]) {
      assert.equal((await send(method, url)).statusCode, 401, `${method} ${url}`);
      const res = await send(method, url, traveller.cookie);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.deepEqual(res.json(), { error: { code: 'NOT_PARTNER', message: "Only a partner's staff can do this." } });
    }
    for (const [method, url] of ownerRoutes) {
      const res = await send(method, url, staff.cookie);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.deepEqual(res.json(), { error: { code: 'NOT_OWNER', message: "Only the provider's owner can do this." } });
    }
    const me = (await get(app, '/api/partner/me', staff.cookie)).json();
    assert.deepEqual(me.provider, { id: partner.providerId, name: partner.providerName });
    assert.equal(me.role, 'staff');
    // Operations are not partners, and partners are not operations.
    assert.equal((await get(app, '/api/partner/me', ops.cookie)).statusCode, 403);
    assert.equal((await get(app, '/api/operations/audit', partner.owner.cookie)).statusCode, 403);
  });
});

describe('staff', () => {
  test('the owner invites (mail, list, audit), withdraws an invitation, and sees the members', async () => {
    const { partner } = await onePartner(app, database.db);
    const email = uniqueEmail('guide');
    const invited = await postAs(app, '/api/partner/staff/invitations', partner.owner.cookie, { email });
    assert.equal(invited.statusCode, 201, invited.body);
    assert.equal(invited.json().invitation.role, 'staff');
    const token = await invitationToken(database.db, email);
    assert.equal((await get(app, `/api/partner/invitations/${token}`)).json().role, 'staff');

    const list = (await get(app, '/api/partner/staff', partner.owner.cookie)).json();
    assert.deepEqual(
      list.items.map((m: { userId: number; role: string }) => [m.userId, m.role]),
      [[partner.owner.id, 'owner']],
    );
    assert.deepEqual(
      list.invitations.map((i: { email: string }) => i.email),
      [email],
    );

    const bad = await postAs(app, '/api/partner/staff/invitations', partner.owner.cookie, {
      email: 'nope',
      role: 'boss',
    });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(bad.json().error.fields, { email: messages.emailInvalid, role: messages.roleInvalid });
    const form = validate(staffInvitationSchema, { email: 'nope', role: 'boss' });
    assert.deepEqual(form.ok ? {} : form.fields, bad.json().error.fields);
    const member = await postAs(app, '/api/partner/staff/invitations', partner.owner.cookie, {
      email: partner.owner.email.toUpperCase(),
    });
    assert.equal(member.statusCode, 409);
    assert.equal(member.json().error.code, 'ALREADY_MEMBER');

    const withdrawn = await del(
      app,
      `/api/partner/staff/invitations/${invited.json().invitation.id}`,
      partner.owner.cookie,
    );
    assert.equal(withdrawn.statusCode, 204);
    const used = await get(app, `/api/partner/invitations/${token}`);
    assert.equal(used.statusCode, 410);
    assert.equal(used.json().error.code, 'INVITATION_REVOKED');
    assert.equal((await get(app, '/api/partner/staff', partner.owner.cookie)).json().invitations.length, 0);
    const again = await del(
      app,
      `/api/partner/staff/invitations/${invited.json().invitation.id}`,
      partner.owner.cookie,
    );
    assert.equal(again.statusCode, 404);

    const audit = (await get(app, '/api/partner/audit', partner.owner.cookie)).json();
    assert.deepEqual(
      audit.items.slice(0, 2).map((e: { action: string }) => e.action),
      ['invitation.revoked', 'invitation.created'],
    );
    assert.deepEqual(audit.items[0].before, { email, role: 'staff', status: 'open' });
    assert.deepEqual(audit.items[0].after, { email, role: 'staff', status: 'revoked' });
  });

  test('a new invitation to the same address replaces the old link', async () => {
    const { partner } = await onePartner(app, database.db);
    const email = uniqueEmail('guide');
    await postAs(app, '/api/partner/staff/invitations', partner.owner.cookie, { email });
    const first = await invitationToken(database.db, email);
    await postAs(app, '/api/partner/staff/invitations', partner.owner.cookie, { email });
    const second = await invitationToken(database.db, email);
    assert.equal((await get(app, `/api/partner/invitations/${first}`)).statusCode, 410);
    assert.equal((await get(app, `/api/partner/invitations/${second}`)).statusCode, 200);
  });

  test('removing a member ends their access at once; the last owner cannot be removed', async () => {
    const { partner } = await onePartner(app, database.db);
    const staff = await staffMember(app, database.db, partner.owner.cookie);
    assert.equal((await get(app, '/api/partner/me', staff.cookie)).statusCode, 200);
    assert.equal((await del(app, `/api/partner/staff/${staff.id}`, partner.owner.cookie)).statusCode, 204);
    const after = await get(app, '/api/partner/me', staff.cookie);
    assert.equal(after.statusCode, 403);
    assert.equal(after.json().error.code, 'NOT_PARTNER');
    // Still a traveller: the account and its session stay.
    assert.equal((await get(app, '/api/me', staff.cookie)).statusCode, 200);
    assert.equal((await del(app, `/api/partner/staff/${staff.id}`, partner.owner.cookie)).statusCode, 404);

    const last = await del(app, `/api/partner/staff/${partner.owner.id}`, partner.owner.cookie);
    assert.equal(last.statusCode, 409);
    assert.equal(last.json().error.code, 'LAST_OWNER');
    const secondOwner = await staffMember(app, database.db, partner.owner.cookie, 'owner');
    assert.equal((await del(app, `/api/partner/staff/${partner.owner.id}`, secondOwner.cookie)).statusCode, 204);
    assert.equal((await get(app, '/api/partner/me', partner.owner.cookie)).statusCode, 403);

    const audit = (await get(app, '/api/partner/audit', secondOwner.cookie)).json();
    const removed = audit.items.filter((e: { action: string }) => e.action === 'staff.removed');
    assert.deepEqual(
      removed.map((e: { entityId: string; actor: { id: number } }) => [e.entityId, e.actor.id]),
      [
        [String(partner.owner.id), secondOwner.id],
        [String(staff.id), partner.owner.id],
      ],
    );
    assert.deepEqual(removed[1].before, {
      userId: staff.id,
      role: 'staff',
      fullName: 'Imhotep Staff',
      email: staff.email,
    });
    assert.equal(removed[1].after, null);
  });

  test('ids that are not ids are 400, never a 500', async () => {
    const { partner } = await onePartner(app, database.db);
    for (const bad of ['abc', '0', '-3', '1.5', '2147483648', '99999999999999999999']) {
      for (const url of [`/api/partner/staff/${bad}`, `/api/partner/staff/invitations/${bad}`]) {
        const res = await del(app, url, partner.owner.cookie);
        assert.equal(res.statusCode, 400, url);
        assert.equal(res.json().error.code, 'VALIDATION', url);
      }
    }
  });
});
