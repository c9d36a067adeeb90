// The operations queue through HTTP: who may use it, the pages of applications by status, approval (the provider, the
// owner's invitation in the outbox with a link that works), rejection with a reason mailed to the applicant, deciding
// twice, unknown and malformed ids, the audit entries each decision writes, and a local run's operations account.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages, REASON_MAX_LENGTH } from '@kemet/contract';
import { rejectionSchema, validate } from '@kemet/contract/forms';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';
import { OPERATIONS_ACCOUNT_FILE } from '../src/partners/seedOperationsAccount.js';
import { auditLog, partnerApplications, providers } from '../src/db/schema.js';
import { appPerFile, sessionCookie, signUp, testApp } from './helpers.js';
import { fileApplication, get, invitationToken, mailTo, operationsAccount, postAs } from './partnerFixtures.js';

let app: FastifyInstance;
let database: Database;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const queue = (query: string, cookie?: string) => get(app, `/api/operations/partner-applications${query}`, cookie);
const approve = (id: number | string, cookie?: string) =>
  postAs(app, `/api/operations/partner-applications/${id}/approval`, cookie);
const reject = (id: number | string, cookie: string | undefined, body: unknown) =>
  postAs(app, `/api/operations/partner-applications/${id}/rejection`, cookie, body);

describe('who may use the queue', () => {
  test('signed out 401, a traveller 403 NOT_OPERATIONS, on every operations route, whatever the body or id', async () => {
    const traveller = await signUp(app);
    const routes: [string, (cookie?: string) => ReturnType<typeof get>][] = [
      ['list', (c) => queue('', c)],
      ['approve', (c) => approve(1, c)],
      ['approve bad id', (c) => approve('abc', c)],
      ['reject', (c) => reject(1, c, {})],
      ['audit', (c) => get(app, '/api/operations/audit', c)],
    ];
    for (const [name, send] of routes) {
      const signedOut = await send();
      assert.equal(signedOut.statusCode, 401, name);
      assert.equal(signedOut.json().error.code, 'UNAUTHENTICATED', name);
      const travellerAnswer = await send(traveller.cookie);
      assert.equal(travellerAnswer.statusCode, 403, name);
      assert.deepEqual(travellerAnswer.json(), {
        error: { code: 'NOT_OPERATIONS', message: 'Only Kemet operations can do this.' },
      });
      assert.equal(travellerAnswer.headers['cache-control'], 'no-store');
    }
  });
});

describe('the queue', () => {
  test('lists pending applications oldest first, a page at a time; each status apart', async () => {
    const ops = await operationsAccount(app, database.db);
    const filed: Awaited<ReturnType<typeof fileApplication>>[] = [];
    for (let i = 0; i < 3; i++) filed.push(await fileApplication(app, database.db));
    const all = (await queue('?status=pending&pageSize=100', ops.cookie)).json();
    const ours = all.items.filter((a: { id: number }) => filed.some((f) => f.id === a.id));
    assert.deepEqual(
      ours.map((a: { id: number }) => a.id),
      filed.map((f) => f.id),
    );
    assert.equal(ours[0].status, 'pending');
    assert.equal(ours[0].email, filed[0].email);
    assert.equal(ours[0].decidedAt, null);

    const first = (await queue('?status=pending&pageSize=2&page=1', ops.cookie)).json();
    assert.equal(first.items.length, 2);
    assert.equal(first.pageSize, 2);
    assert.equal(first.total, all.total);
    assert.equal(first.totalPages, Math.ceil(all.total / 2));

    await reject(filed[0].id, ops.cookie, { reason: 'We could not verify the licence.' });
    const rejected = (await queue('?status=rejected', ops.cookie)).json();
    assert.ok(rejected.items.some((a: { id: number }) => a.id === filed[0].id));
    const pending = (await queue('?status=pending&pageSize=100', ops.cookie)).json();
    assert.ok(!pending.items.some((a: { id: number }) => a.id === filed[0].id));
  });

  test('bad queries are 400 in the error shape', async () => {
    const ops = await operationsAccount(app, database.db);
    for (const query of ['?status=lost', '?page=0', '?pageSize=1000', '?page=abc']) {
      const res = await queue(query, ops.cookie);
      assert.equal(res.statusCode, 400, query);
      assert.equal(res.json().error.code, 'VALIDATION', query);
    }
  });
});

describe('approval', () => {
  test('creates the provider, invites the applicant as owner with a working link, and records who did it', async () => {
    const ops = await operationsAccount(app, database.db);
    const application = await fileApplication(app, database.db);
    const res = await approve(application.id, ops.cookie);
    assert.equal(res.statusCode, 201, res.body);
    const body = res.json();
    assert.equal(body.application.status, 'approved');
    assert.equal(body.provider.name, application.businessName);
    assert.equal(body.application.providerId, body.provider.id);
    assert.equal(body.invitation.email, application.email);
    assert.equal(body.invitation.role, 'owner');
    const days = (Date.parse(body.invitation.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, `expires in ${days} days`);

    const [provider] = await database.db.select().from(providers).where(eq(providers.id, body.provider.id));
    assert.equal(provider.website, 'https://karnaklight.example');

    const mail = await mailTo(database.db, application.email, 'partner-invitation');
    assert.equal(mail.subject, `Join ${application.businessName} on Kemet`);
    const token = await invitationToken(database.db, application.email);
    const preview = await get(app, `/api/partner/invitations/${token}`);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.deepEqual(preview.json(), {
      provider: { id: body.provider.id, name: application.businessName },
      email: application.email,
      role: 'owner',
      accountExists: false,
      expiresAt: body.invitation.expiresAt,
    });

    const audit = (await get(app, '/api/operations/audit?pageSize=5', ops.cookie)).json();
    const entry = audit.items.find(
      (e: { action: string; entityId: string }) =>
        e.action === 'application.approved' && e.entityId === String(application.id),
    );
    assert.ok(entry, 'no audit entry for the approval');
    assert.equal(entry.actor.id, ops.user.id);
    assert.equal(entry.actor.email, ops.email);
    assert.equal(entry.providerId, body.provider.id);
    assert.equal(entry.entity, 'partner_application');
    assert.deepEqual(entry.before, { status: 'pending' });
    assert.deepEqual(entry.after, {
      status: 'approved',
      provider: { id: body.provider.id, name: application.businessName },
      invitation: { id: body.invitation.id, email: application.email, role: 'owner' },
    });
    assert.ok(!JSON.stringify(audit).includes(token), 'the token is in the audit log');
  });

  test('the dev mailbox shows the invitation link', async () => {
    const ops = await operationsAccount(app, database.db);
    const application = await fileApplication(app, database.db);
    await approve(application.id, ops.cookie);
    app.ctx.config.devMailbox = true;
    try {
      const mailbox = (await get(app, '/api/dev/mailbox')).json();
      assert.equal(mailbox.mail.to, application.email);
      assert.match(mailbox.mail.body, /\/partner\/invitation\?token=[A-Za-z0-9_-]{43}\n/);
    } finally {
      app.ctx.config.devMailbox = false;
    }
  });

  test('deciding twice is 409 and changes nothing; an unknown id 404; malformed ids 400', async () => {
    const ops = await operationsAccount(app, database.db);
    const application = await fileApplication(app, database.db);
    assert.equal((await approve(application.id, ops.cookie)).statusCode, 201);
    const entries = (await database.db.select().from(auditLog)).length;
    for (const again of [
      await approve(application.id, ops.cookie),
      await reject(application.id, ops.cookie, { reason: 'Changed our mind.' }),
    ]) {
      assert.equal(again.statusCode, 409);
      assert.deepEqual(again.json(), {
        error: { code: 'ALREADY_DECIDED', message: 'This application was already approved.' },
      });
    }
    assert.equal((await database.db.select().from(auditLog)).length, entries);
    const [row] = await database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));
    assert.equal(row.rejectionReason, null);

    const unknown = await approve(2_000_000_000, ops.cookie);
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().error.code, 'APPLICATION_NOT_FOUND');
    assert.equal((await reject(2_000_000_000, ops.cookie, { reason: 'x' })).statusCode, 404);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999', '2147483648']) {
      const res = await approve(bad, ops.cookie);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().error.code, 'VALIDATION', bad);
    }
  });

  test('a business name some provider already has is 409 PROVIDER_NAME_TAKEN, and the application stays pending', async () => {
    const ops = await operationsAccount(app, database.db);
    const application = await fileApplication(app, database.db, 'Nile Horizon Tours');
    const res = await approve(application.id, ops.cookie);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error.code, 'PROVIDER_NAME_TAKEN');
    const [row] = await database.db
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));
    assert.equal(row.status, 'pending');
  });
});

describe('rejection', () => {
  test('needs a reason of at most 1000 characters, in the form words', async () => {
    const ops = await operationsAccount(app, database.db);
    const application = await fileApplication(app, database.db);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { reason: messages.reasonRequired }],
      [{ reason: '   ' }, { reason: messages.reasonRequired }],
      [{ reason: 'x'.repeat(REASON_MAX_LENGTH + 1) }, { reason: messages.reasonTooLong }],
    ];
    for (const [body, fields] of cases) {
      const res = await reject(application.id, ops.cookie, body);
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().error.fields, fields);
      // The form says the same (the page validates with the contract's rules before sending).
      const form = validate(rejectionSchema, body);
      assert.deepEqual(form.ok ? {} : form.fields, fields);
    }
    const malformed = await app.inject({
      method: 'POST',
      url: `/api/operations/partner-applications/${application.id}/rejection`,
      headers: { cookie: ops.cookie, 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    assert.equal(malformed.statusCode, 400);
    assert.equal(malformed.json().error.code, 'MALFORMED_JSON');
  });

  test('mails the reason to the applicant and records it', async () => {
    const ops = await operationsAccount(app, database.db);
    const application = await fileApplication(app, database.db);
    const reason = 'We only list licensed operators; please send your Ministry of Tourism licence.';
    const res = await reject(application.id, ops.cookie, { reason: `  ${reason} ` });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().application.status, 'rejected');
    assert.equal(res.json().application.rejectionReason, reason);
    const mail = await mailTo(database.db, application.email, 'partner-application-rejected');
    assert.ok(mail.body.includes(reason));
    assert.ok(mail.body.includes(application.businessName));
    const audit = (await get(app, '/api/operations/audit', ops.cookie)).json();
    const entry = audit.items[0];
    assert.equal(entry.action, 'application.rejected');
    assert.equal(entry.entityId, String(application.id));
    assert.equal(entry.providerId, null);
    assert.deepEqual(entry.before, { status: 'pending' });
    assert.deepEqual(entry.after, { status: 'rejected', reason });
  });
});

describe('the operations account of a local run', () => {
  test('seeded once into operations-account.json (0600); it signs in and opens the queue', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kemet-ops-'));
    const fresh = await openDatabase({ pgliteDir: 'memory://' });
    const hashPassword = (password: string) => app.ctx.hasher.hash(password);
    try {
      await prepareDatabase(fresh, { dataDir, hashPassword });
      const file = path.join(dataDir, OPERATIONS_ACCOUNT_FILE);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
      const account: { email: string; password: string } = JSON.parse(await readFile(file, 'utf8'));
      assert.equal(account.email, 'operations@kemet.local');
      assert.ok(account.password.length >= 24);
      const freshApp = await testApp(fresh);
      try {
        const signIn = await postAs(freshApp, '/api/sessions', undefined, account);
        assert.equal(signIn.statusCode, 200, signIn.body);
        assert.deepEqual(signIn.json().user.roles, ['operations']);
        const queued = await get(freshApp, '/api/operations/partner-applications', sessionCookie(signIn));
        assert.equal(queued.statusCode, 200);
      } finally {
        await freshApp.close();
      }
      // A restart seeds nothing more and leaves the file as it was.
      await prepareDatabase(fresh, { dataDir, hashPassword });
      assert.equal(await readFile(file, 'utf8'), `${JSON.stringify(account, null, 2)}\n`);
    } finally {
      await fresh.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('nothing is seeded without a data directory (a deployment, or the tests)', async () => {
    const [{ n }] = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where email = 'operations@kemet.local'`,
      )
    ).rows;
    assert.equal(n, 0);
  });
});
