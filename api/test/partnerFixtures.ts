// What the partner and operations tests stand on: an operations account, applications filed through the form, the
// invitation links in the outbox, and providers whose owner joined through the whole path.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.js';
import { mailOutbox, operationsMembers, partnerApplications } from '../src/db/schema.js';
import { partnerApplication } from './fixtures.js';
import { call, post, sessionCookie, signUp, uniqueEmail } from './helpers.js';

export const OWNER_PASSWORD = 'Felucca-Dawn-2027';

export const get = (app: FastifyInstance, url: string, cookie?: string) =>
  call(app, { method: 'GET', url, headers: cookie ? { cookie } : {} });
export const del = (app: FastifyInstance, url: string, cookie?: string) =>
  call(app, { method: 'DELETE', url, headers: cookie ? { cookie } : {} });
export const postAs = (app: FastifyInstance, url: string, cookie: string | undefined, payload: unknown = {}) =>
  post(app, url, payload, cookie ? { cookie } : {});

/** A signed-in account listed in operations_members. */
export async function operationsAccount(app: FastifyInstance, db: Db) {
  const account = await signUp(app, uniqueEmail('ops'));
  await db.insert(operationsMembers).values({ userId: account.user.id });
  return account;
}

/** Files an application through the partner form; its id and the applicant's address. */
export async function fileApplication(
  app: FastifyInstance,
  db: Db,
  name = `Test Tours ${randomBytes(4).toString('hex')}`,
) {
  const email = uniqueEmail('applicant');
  const res = await post(app, '/api/partner-applications', { ...partnerApplication, businessName: name, email });
  assert.equal(res.statusCode, 201, res.body);
  const [row] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(eq(partnerApplications.businessName, name));
  return { id: row.id, email, businessName: name };
}

/** The newest mail of a kind to this address. */
export async function mailTo(db: Db, recipient: string, kind: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  assert.ok(mail, `no ${kind} mail to ${recipient}`);
  return mail;
}

/** The token of the newest invitation link mailed to the address (the link as the site serves it). */
export async function invitationToken(db: Db, recipient: string): Promise<string> {
  const mail = await mailTo(db, recipient, 'partner-invitation');
  const match = /^https?:\/\/[^/\s]+\/partner\/invitation\?token=([A-Za-z0-9_-]{43})$/m.exec(mail.body);
  assert.ok(match, `no invitation link in: ${mail.body}`);
  return match[1];
}

export const accept = (app: FastifyInstance, token: string, body: unknown, cookie?: string) =>
  postAs(app, `/api/partner/invitations/${token}/acceptance`, cookie, body);

/** A provider made the whole way: applied, approved by operations, its owner joined through the mailed link. */
export async function partnerProvider(app: FastifyInstance, db: Db, opsCookie: string) {
  const application = await fileApplication(app, db);
  const approval = await postAs(app, `/api/operations/partner-applications/${application.id}/approval`, opsCookie);
  assert.equal(approval.statusCode, 201, approval.body);
  const token = await invitationToken(db, application.email);
  const joined: LightMyRequestResponse = await accept(app, token, {
    fullName: 'Hatshepsut Owner',
    password: OWNER_PASSWORD,
  });
  assert.equal(joined.statusCode, 201, joined.body);
  return {
    providerId: approval.json().provider.id as number,
    providerName: application.businessName,
    owner: { cookie: sessionCookie(joined), id: joined.json().user.id as number, email: application.email },
  };
}

export type Partner = Awaited<ReturnType<typeof partnerProvider>>;

/** A provider made the whole way, and the operations account that approved it. */
export async function onePartner(app: FastifyInstance, db: Db) {
  const ops = await operationsAccount(app, db);
  return { ops, partner: await partnerProvider(app, db, ops.cookie) };
}

/** Two providers made the whole way (the isolation tests' A and B), and the operations account that approved them. */
export async function twoPartners(app: FastifyInstance, db: Db) {
  const ops = await operationsAccount(app, db);
  return { ops, a: await partnerProvider(app, db, ops.cookie), b: await partnerProvider(app, db, ops.cookie) };
}

/** Invites the address as staff from the owner's cookie and accepts as a new account; the member's cookie and id. */
export async function staffMember(
  app: FastifyInstance,
  db: Db,
  ownerCookie: string,
  role: 'staff' | 'owner' = 'staff',
) {
  const email = uniqueEmail('staff');
  const invited = await postAs(app, '/api/partner/staff/invitations', ownerCookie, { email, role });
  assert.equal(invited.statusCode, 201, invited.body);
  const joined = await accept(app, await invitationToken(db, email), {
    fullName: 'Imhotep Staff',
    password: OWNER_PASSWORD,
  });
  assert.equal(joined.statusCode, 201, joined.body);
  return {
    cookie: sessionCookie(joined),
    id: joined.json().user.id as number,
    email,
    invitationId: invited.json().invitation.id as number,
  };
}
