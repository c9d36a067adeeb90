// The partner workspace through HTTP: invitation links (what they show, accepting as a new account or a signed-in
// existing one, and every way a link stops working), roles (owner, staff, traveller, signed out), the owner's staff,
// gate keys and audit log with before and after, and the limits on changes and on links.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '@kemet/contract';
import { invitationAcceptanceSchema, staffInvitationSchema, validate } from '@kemet/contract/forms';
import type { Database } from '../src/db/client.js';
import { partnerInvitations, providerStaff } from '../src/db/schema.js';
import { appPerFile, call, PASSWORD, pgliteDatabase, sessionCookie, signUp, testApp, uniqueEmail } from './helpers.js';
import {
  OWNER_PASSWORD,
  accept,
  del,
  fileApplication,
  get,
  invitationToken,
  onePartner,
  operationsAccount,
  partnerProvider,
  postAs,
  staffMember,
} from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

async function approvedApplication() {
  const ops = await operationsAccount(app, database.db);
  const application = await fileApplication(app, database.db);
  const approval = await postAs(app, `/api/operations/partner-applications/${application.id}/approval`, ops.cookie);
  return { ops, application, providerId: approval.json().provider.id as number };
}

describe('accepting an invitation', () => {
  test('a new account: signed in at once as the owner, and the link is then used (410)', async () => {
    const { application, providerId } = await approvedApplication();
    const token = await invitationToken(database.db, application.email);
    const res = await accept(app, token, { fullName: 'Hatshepsut Owner', password: OWNER_PASSWORD });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.json().user.email, application.email);
    assert.deepEqual(res.json().provider, { id: providerId, name: application.businessName });
    assert.equal(res.json().role, 'owner');
    const cookie = sessionCookie(res);
    const me = await get(app, '/api/partner/me', cookie);
    assert.equal(me.statusCode, 200);
    assert.deepEqual(me.json().provider, { id: providerId, name: application.businessName });
    assert.equal(me.json().role, 'owner');
    // The password works for signing in.
    const signIn = await postAs(app, '/api/sessions', undefined, {
      email: application.email,
      password: OWNER_PASSWORD,
    });
    assert.equal(signIn.statusCode, 200);

    for (const again of [await get(app, `/api/partner/invitations/${token}`), await accept(app, token, {})]) {
      assert.equal(again.statusCode, 410);
      assert.deepEqual(again.json(), {
        error: { code: 'INVITATION_USED', message: 'This invitation has already been accepted. Please sign in.' },
      });
    }
    const audit = (await get(app, '/api/partner/audit', cookie)).json();
    const joined = audit.items.find((e: { action: string }) => e.action === 'invitation.accepted');
    assert.equal(joined.actor.id, res.json().user.id);
    assert.equal(joined.before, null);
    assert.deepEqual(
      { ...joined.after, invitationId: undefined },
      {
        userId: res.json().user.id,
        fullName: 'Hatshepsut Owner',
        email: application.email,
        role: 'owner',
        invitationId: undefined,
      },
    );
    assert.ok(!JSON.stringify(audit).includes(OWNER_PASSWORD) && !JSON.stringify(audit).includes(token));
  });

  test('the sign-up rules: name and password required, length, personal words, common passwords', async () => {
    const { application } = await approvedApplication();
    const token = await invitationToken(database.db, application.email);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { fullName: messages.nameRequired, password: messages.passwordRequired }],
      [{ fullName: 'Al', password: OWNER_PASSWORD }, { fullName: messages.nameTooShort }],
      [{ fullName: 'Hatshepsut Owner', password: 'short' }, { password: messages.passwordTooShort }],
      [{ fullName: 'Hatshepsut Owner', password: 'My-kemet-pass-1' }, { password: messages.passwordHasKemet }],
      [{ fullName: 'Hatshepsut Owner', password: 'password123' }, { password: messages.passwordCommon }],
    ];
    for (const [body, fields] of cases) {
      const res = await accept(app, token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(res.json().error.fields, fields, JSON.stringify(body));
      if (fields.password === messages.passwordCommon) continue; // the service's list only
      const form = validate(invitationAcceptanceSchema, body, { email: application.email });
      assert.deepEqual(form.ok ? {} : form.fields, fields, `the form on ${JSON.stringify(body)}`);
    }
    // Nothing was used up: the link still works.
    assert.equal((await get(app, `/api/partner/invitations/${token}`)).statusCode, 200);
  });

  test('an address with an account: 409 until signed in as it, then it joins and keeps its password', async () => {
    const { application } = await approvedApplication();
    const existing = await signUp(app, application.email);
    const stranger = await signUp(app);
    const token = await invitationToken(database.db, application.email);
    assert.equal((await get(app, `/api/partner/invitations/${token}`)).json().accountExists, true);
    for (const cookie of [undefined, stranger.cookie]) {
      const res = await accept(app, token, { fullName: 'Someone Else', password: OWNER_PASSWORD }, cookie);
      assert.equal(res.statusCode, 409);
      assert.deepEqual(res.json(), {
        error: {
          code: 'SIGN_IN_FIRST',
          message: `An account with ${application.email} already exists. Please sign in with it first, then accept the invitation.`,
        },
      });
    }
    const res = await accept(app, token, {}, existing.cookie);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().user.id, existing.user.id);
    // The session got a fresh token: the old cookie no longer works, the new one does.
    const fresh = sessionCookie(res);
    assert.notEqual(fresh, existing.cookie);
    assert.equal((await get(app, '/api/me', existing.cookie)).statusCode, 401);
    assert.equal((await get(app, '/api/partner/me', fresh)).json().role, 'owner');
    const signIn = await postAs(app, '/api/sessions', undefined, { email: application.email, password: PASSWORD });
    assert.equal(signIn.statusCode, 200);
  });

  test('the same link accepted twice at once makes one account and one member', async () => {
    const { application, providerId } = await approvedApplication();
    const token = await invitationToken(database.db, application.email);
    const body = { fullName: 'Hatshepsut Owner', password: OWNER_PASSWORD };
    const answers = await Promise.all([accept(app, token, body), accept(app, token, body)]);
    const [won, lost] = answers.map((r) => r.statusCode).sort();
    assert.equal(won, 201);
    // The second finds the account the first made (sign in first) or the link used.
    assert.ok(lost === 409 || lost === 410, String(lost));
    const members = await database.db.select().from(providerStaff).where(eq(providerStaff.providerId, providerId));
    assert.equal(members.length, 1);
  });

  test('unknown 404, expired and withdrawn 410, malformed 404 or 400: each a clear message, never a 500', async () => {
    const { application } = await approvedApplication();
    const token = await invitationToken(database.db, application.email);
    const unknown = await get(app, `/api/partner/invitations/${'A'.repeat(43)}`);
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), {
      error: {
        code: 'INVITATION_NOT_FOUND',
        message: 'This invitation link is not valid. Please check the link in your mail.',
      },
    });
    assert.equal((await get(app, '/api/partner/invitations/%E2%80%8B')).statusCode, 404);
    assert.equal((await get(app, `/api/partner/invitations/${'x'.repeat(201)}`)).statusCode, 400);

    await database.db
      .update(partnerInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(partnerInvitations.email, application.email));
    for (const res of [
      await get(app, `/api/partner/invitations/${token}`),
      await accept(app, token, { fullName: 'Hatshepsut Owner', password: OWNER_PASSWORD }),
    ]) {
      assert.equal(res.statusCode, 410);
      assert.deepEqual(res.json(), {
        error: { code: 'INVITATION_EXPIRED', message: 'This invitation has expired. Please ask for a new one.' },
      });
    }
  });
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
