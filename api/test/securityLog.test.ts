// Security events are structured log lines with the account id and the IP, and the log never holds a password,
// a session token or a reset token (the captured log stream is searched for each).
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { call, PASSWORD, pgliteDatabase, post, sessionCookie, signUp, testApp, uniqueEmail } from './helpers.js';
import {
  OWNER_PASSWORD,
  accept,
  fileApplication,
  get,
  invitationToken,
  operationsAccount,
  postAs,
} from './partnerFixtures.js';

let database: Database;
let app: FastifyInstance;
const lines: string[] = [];

before(async () => {
  database = await pgliteDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await testApp(database, { logger: { level: 'info', stream }, config: { devMailbox: true } });
});
after(async () => {
  await app.close();
  await database.close();
});

interface EventLine {
  securityEvent?: string;
  accountId?: number | null;
  ip?: string;
  [key: string]: unknown;
}
const events = () => lines.map((line) => JSON.parse(line) as EventLine).filter((line) => line.securityEvent);

test('every account event is logged with account id and IP, and no secret reaches the log', async () => {
  const email = uniqueEmail();
  const newPassword = 'Papyrus-River-9';
  const finalPassword = 'Obelisk-Garden-11';
  const created = await post(app, '/api/users', { fullName: 'Logged Traveller', email, password: PASSWORD });
  const firstCookie = sessionCookie(created);
  const accountId = created.json().user.id as number;

  assert.equal((await post(app, '/api/sessions', { email, password: 'Wrong-Password-1' })).statusCode, 401);
  assert.equal(
    (await post(app, '/api/sessions', { email: uniqueEmail('ghost'), password: 'Ghost-Password-2' })).statusCode,
    404,
  );
  const signedIn = await post(app, '/api/sessions', { email, password: PASSWORD });
  const cookie = sessionCookie(signedIn);
  const other = sessionCookie(await post(app, '/api/sessions', { email, password: PASSWORD }));

  const otherId = (await call(app, { method: 'GET', url: '/api/me/sessions', headers: { cookie } }))
    .json()
    .items.find((s: { current: boolean }) => !s.current).id;
  assert.equal(
    (await call(app, { method: 'DELETE', url: `/api/me/sessions/${otherId}`, headers: { cookie } })).statusCode,
    204,
  );
  const changed = await call(app, {
    method: 'PUT',
    url: '/api/me/password',
    headers: { cookie, 'content-type': 'application/json' },
    payload: { currentPassword: PASSWORD, newPassword },
  });
  assert.equal(changed.statusCode, 200);

  assert.equal((await post(app, '/api/password-reset-requests', { email })).statusCode, 202);
  const mail = (await call(app, { method: 'GET', url: '/api/dev/mailbox' })).json().mail;
  const resetToken = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  assert.ok(resetToken);
  assert.equal(
    (await post(app, '/api/password-resets', { token: resetToken, password: finalPassword })).statusCode,
    200,
  );
  assert.equal(
    (await post(app, '/api/password-resets', { token: resetToken, password: finalPassword })).statusCode,
    410,
  );
  const last = sessionCookie(await post(app, '/api/sessions', { email, password: finalPassword }));
  assert.equal(
    (await call(app, { method: 'DELETE', url: '/api/sessions/current', headers: { cookie: last } })).statusCode,
    204,
  );

  const log = lines.join('\n');
  for (const secret of [PASSWORD, newPassword, finalPassword, 'Wrong-Password-1', 'Ghost-Password-2', resetToken]) {
    assert.ok(!log.includes(secret), `the log holds a secret: ${secret.slice(0, 4)}…`);
  }
  for (const sessionToken of [firstCookie, cookie, other, last].map((c) => c.split('=')[1]))
    assert.ok(!log.includes(sessionToken));
  assert.ok(
    lines.some((line) => line.includes('mail written to the outbox')),
    'the reset mail is logged, without its token',
  );

  const seen = events();
  const names = seen.map((e) => e.securityEvent);
  for (const name of [
    'signup',
    'signin.failure',
    'signin.success',
    'session.revoked',
    'password.changed',
    'password.reset.requested',
    'password.reset',
    'password.reset.failure',
    'signout',
  ]) {
    assert.ok(names.includes(name), `${name} in ${names.join(', ')}`);
  }
  for (const event of seen) {
    assert.ok('accountId' in event, `${event.securityEvent} has an accountId field`);
    assert.equal(event.ip, '127.0.0.1');
  }
  const mine = seen.filter(
    (e) =>
      e.securityEvent !== 'password.reset.failure' &&
      !(e.securityEvent === 'signin.failure' && e.reason === 'unknown email'),
  );
  for (const event of mine) assert.equal(event.accountId, accountId, String(event.securityEvent));
  assert.equal(seen.find((e) => e.securityEvent === 'password.changed')?.revokedSessions, 1);
  assert.equal(seen.find((e) => e.securityEvent === 'password.reset')?.revokedSessions, 1);
});

test('the dev mailbox is refused in production', () => {
  assert.throws(() => loadConfig({ DEV_MAILBOX: 'true', NODE_ENV: 'production' }), /DEV_MAILBOX/);
  assert.equal(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox, true);
  assert.equal(loadConfig({}).devMailbox, false);
});

test('a refused role is logged with the account, what was refused and where; invitation links never reach the log', async () => {
  const traveller = await signUp(app);
  assert.equal((await get(app, '/api/partner/staff', traveller.cookie)).statusCode, 403);
  assert.equal((await get(app, '/api/operations/audit', traveller.cookie)).statusCode, 403);
  const refused = events().filter(
    (e) => e.securityEvent === 'authorization.failure' && e.accountId === traveller.user.id,
  );
  assert.deepEqual(
    refused.map((e) => [e.refused, e.route, e.ip]),
    [
      ['NOT_PARTNER', 'GET /api/partner/staff', '127.0.0.1'],
      ['NOT_OPERATIONS', 'GET /api/operations/audit', '127.0.0.1'],
    ],
  );

  const ops = await operationsAccount(app, database.db);
  const application = await fileApplication(app, database.db);
  await postAs(app, `/api/operations/partner-applications/${application.id}/approval`, ops.cookie);
  const token = await invitationToken(database.db, application.email);
  await accept(app, token, { fullName: 'Logged Owner', password: OWNER_PASSWORD });
  const log = lines.join('\n');
  assert.ok(!log.includes(token), 'the invitation token is in the log');
  assert.ok(log.includes('/api/partner/invitations/[hidden]/acceptance'));
  assert.ok(!log.includes(OWNER_PASSWORD), 'the password is in the log');
  assert.ok(log.includes('[hidden in the log: see the outbox]'));
});
