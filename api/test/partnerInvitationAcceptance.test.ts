// Accepting a partner invitation through HTTP: as a new account or a signed-in existing one, the sign-up rules, a link
// accepted twice at once, and every way a link stops working (unknown, expired, withdrawn, malformed).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '@kemet/contract';
import { invitationAcceptanceSchema, validate } from '@kemet/contract/forms';
import type { Database } from '../src/db/client.js';
import { partnerInvitations, providerStaff } from '../src/db/schema.js';
import { appPerFile, PASSWORD, sessionCookie, signUp } from './helpers.js';
import {
  OWNER_PASSWORD,
  accept,
  fileApplication,
  get,
  invitationToken,
  operationsAccount,
  postAs,
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
