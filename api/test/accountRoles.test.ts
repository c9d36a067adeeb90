// The account's roles as the pages see them (docs/product/partners.md#roles-as-the-pages-see-them): the user of
// GET /api/me, of a sign-in and of an invitation accepted carries `roles`, read from the database on each answer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, PASSWORD, post, sessionCookie, uniqueEmail } from './helpers.js';
import {
  OWNER_PASSWORD,
  accept,
  del,
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

async function rolesOnMe(cookie: string): Promise<string[]> {
  const me = await get(app, '/api/me', cookie);
  assert.equal(me.statusCode, 200, me.body);
  return me.json().user.roles;
}

const signIn = (email: string, password: string) => postAs(app, '/api/sessions', undefined, { email, password });

describe('roles on the account', () => {
  test('a traveller has none: on sign-up, on /me and on sign-in', async () => {
    const email = uniqueEmail();
    const signedUp = await post(app, '/api/users', { fullName: 'Ramses Visitor', email, password: PASSWORD });
    assert.equal(signedUp.statusCode, 201, signedUp.body);
    assert.deepEqual(signedUp.json().user.roles, []);
    assert.deepEqual(await rolesOnMe(sessionCookie(signedUp)), []);
    assert.deepEqual((await signIn(email, PASSWORD)).json().user.roles, []);
  });

  test("a provider's owner is 'partner' and 'partner-owner', from the invitation's answer on", async () => {
    const {
      partner: { owner },
    } = await onePartner(app, database.db);
    assert.deepEqual(await rolesOnMe(owner.cookie), ['partner', 'partner-owner']);
    assert.deepEqual((await signIn(owner.email, OWNER_PASSWORD)).json().user.roles, ['partner', 'partner-owner']);
  });

  test("staff are 'partner' only; removed, the next /me has no role and the account stays", async () => {
    const {
      partner: { owner },
    } = await onePartner(app, database.db);
    const staff = await staffMember(app, database.db, owner.cookie);
    assert.deepEqual(await rolesOnMe(staff.cookie), ['partner']);
    assert.deepEqual((await signIn(staff.email, OWNER_PASSWORD)).json().user.roles, ['partner']);

    assert.equal((await del(app, `/api/partner/staff/${staff.id}`, owner.cookie)).statusCode, 204);
    assert.deepEqual(await rolesOnMe(staff.cookie), []);
  });

  test("Kemet operations are 'operations'; an operations member who also owns a provider has all three", async () => {
    const ops = await operationsAccount(app, database.db);
    assert.deepEqual(await rolesOnMe(ops.cookie), ['operations']);
    assert.deepEqual((await signIn(ops.email, PASSWORD)).json().user.roles, ['operations']);

    const { owner } = await partnerProvider(app, database.db, ops.cookie);
    const both = await operationsAccount(app, database.db);
    const invited = await postAs(app, '/api/partner/staff/invitations', owner.cookie, {
      email: both.email,
      role: 'owner',
    });
    assert.equal(invited.statusCode, 201, invited.body);
    const joined = await accept(app, await invitationToken(database.db, both.email), {}, both.cookie);
    assert.equal(joined.statusCode, 201, joined.body);
    assert.deepEqual(joined.json().user.roles, ['partner', 'partner-owner', 'operations']);
    assert.deepEqual(await rolesOnMe(sessionCookie(joined)), ['partner', 'partner-owner', 'operations']);
  });
});
