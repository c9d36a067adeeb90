// Forgotten password: the request never tells whether an account exists; the link is single use, lasts 30 minutes,
// is stored only as a hash, and a reset signs the account out everywhere. The mail goes to the outbox.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { purgeResetTokens } from '../src/auth/passwordResets.js';
import type { Database } from '../src/db/client.js';
import { mailOutbox, passwordResetTokens } from '../src/db/schema.js';
import { appPerFile, call, PASSWORD, post, sessionCookie, signUp, testApp, uniqueEmail } from './helpers.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const NEW_PASSWORD = 'Papyrus-River-9';
const me = (cookie: string) => call(app, { method: 'GET', url: '/api/me', headers: { cookie } });
const requestLink = (email: string, target = app, headers: Record<string, string> = {}) =>
  post(target, '/api/password-reset-requests', { email }, headers);
const reset = (token: string, password = NEW_PASSWORD) => post(app, '/api/password-resets', { token, password });

async function mailsTo(email: string) {
  return database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${email.toLowerCase()}`)
    .orderBy(mailOutbox.id);
}

async function linkFor(email: string): Promise<{ link: string; token: string }> {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  assert.ok(last, `a mail to ${email}`);
  const link = /https?:\/\/\S+\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(last.body);
  assert.ok(link, last.body);
  return { link: link[0], token: link[1] };
}

describe('POST /api/password-reset-requests', () => {
  test('the same 202 answer for an account and for an unknown email; only the account gets a mail', async () => {
    const { email } = await signUp(app);
    const known = await requestLink(email.toUpperCase());
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await requestLink(unknownEmail);
    assert.equal(known.statusCode, 202);
    assert.equal(unknown.statusCode, 202);
    assert.equal(known.body, unknown.body);
    assert.match(known.json().message, /If an account uses this email/);
    assert.equal((await mailsTo(email)).length, 1);
    assert.equal((await mailsTo(unknownEmail)).length, 0);
    const [mail] = await mailsTo(email);
    assert.equal(mail.subject, 'Reset your Kemet password');
    assert.match(mail.body, /within 30 minutes/);
  });

  test('the token is stored only as its SHA-256, expiring in 30 minutes', async () => {
    const { email, user } = await signUp(app);
    await requestLink(email);
    const { token } = await linkFor(email);
    const rows = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].tokenHash, createHash('sha256').update(token).digest('hex'));
    assert.ok(!JSON.stringify(rows).includes(token));
    const minutes = (rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()) / 60_000;
    assert.ok(minutes > 29.9 && minutes <= 30.1, String(minutes));
  });

  test("the link's origin is the configured one, never the request's Host", async () => {
    const { email } = await signUp(app);
    await requestLink(email, app, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const { link } = await linkFor(email);
    assert.ok(link.startsWith('http://localhost:8080/reset-password?token='), link);
  });

  test('a bad email is a 400 with the field message', async () => {
    const res = await requestLink('not-an-email');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, { email: 'Invalid email format' });
  });

  test('one address gets at most 3 links a minute (429 + Retry-After), unknown or not', async () => {
    const limited = await testApp(database, {});
    try {
      const email = uniqueEmail('flood');
      for (let i = 0; i < 3; i++) assert.equal((await requestLink(email, limited)).statusCode, 202);
      const res = await requestLink(email, limited);
      assert.equal(res.statusCode, 429);
      assert.ok(Number(res.headers['retry-after']) >= 1);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/password-resets', () => {
  test('sets the new password, signs out every session, clears this cookie; the link then reads as used', async () => {
    const { email, cookie: first } = await signUp(app);
    const second = sessionCookie(await post(app, '/api/sessions', { email, password: PASSWORD }));
    await requestLink(email);
    const { token } = await linkFor(email);

    const res = await reset(token);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.json().message, /sign in with your new password/);
    assert.ok(res.cookies.some((c) => c.name === 'kemet_session' && c.value === ''));
    assert.equal((await me(first)).statusCode, 401);
    assert.equal((await me(second)).statusCode, 401);
    assert.equal((await post(app, '/api/sessions', { email, password: PASSWORD })).statusCode, 401);
    assert.equal((await post(app, '/api/sessions', { email, password: NEW_PASSWORD })).statusCode, 200);

    const again = await reset(token, 'Another-River-10');
    assert.equal(again.statusCode, 410);
    assert.equal(again.json().error.code, 'RESET_LINK_USED');
    assert.equal(again.json().error.message, 'This reset link has already been used. Please ask for a new one.');
    assert.equal((await mailsTo(email)).length, 0, 'the spent mail left the outbox');
  });

  test('an expired link is answered clearly and changes nothing', async () => {
    const { email, user } = await signUp(app);
    await requestLink(email);
    const { token } = await linkFor(email);
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(token);
    assert.equal(res.statusCode, 410);
    assert.equal(res.json().error.code, 'RESET_LINK_EXPIRED');
    assert.match(res.json().error.message, /expired: links work for 30 minutes/);
    assert.equal((await post(app, '/api/sessions', { email, password: PASSWORD })).statusCode, 200);
  });

  test('an unknown or malformed token → 400 RESET_LINK_INVALID', async () => {
    for (const token of ['A'.repeat(43), 'short', '', '../../etc']) {
      const res = await reset(token);
      assert.equal(res.statusCode, 400, token);
      assert.equal(res.json().error.code, 'RESET_LINK_INVALID');
    }
  });

  test('a refused password keeps the link usable; the rules know the account', async () => {
    const { email } = await signUp(app, `karim.adel@${uniqueEmail('d').split('@')[0]}.example.com`);
    await requestLink(email);
    const { token } = await linkFor(email);
    const cases: [string, string][] = [
      ['short', 'Password must be at least 8 characters long'],
      ['Karim.Adel-2027', 'Password must not contain your email address'],
      ['NefertariTraveller', 'Password must not contain your name'],
      ['kemet-kemet', 'Password must not contain the word Kemet'],
      ['password1', 'This password is too common. Please choose another.'],
    ];
    for (const [password, message] of cases) {
      const res = await reset(token, password);
      assert.equal(res.statusCode, 400, password);
      assert.deepEqual(res.json().error.fields, { password: message });
    }
    assert.equal((await reset(token)).statusCode, 200);
  });

  test('a reset retires the other links of the account', async () => {
    const { email } = await signUp(app);
    await requestLink(email);
    const { token: older } = await linkFor(email);
    await requestLink(email);
    const { token: newer } = await linkFor(email);
    assert.notEqual(older, newer);
    assert.equal((await reset(newer)).statusCode, 200);
    assert.equal((await reset(older, 'Another-River-10')).statusCode, 410);
  });
});

describe('purge', () => {
  test('expired reset mails leave the outbox; links expired or used a day ago are deleted, recent ones kept', async () => {
    const { email, user } = await signUp(app);
    await requestLink(email);
    await requestLink(email);
    const [older, newer] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
      .orderBy(passwordResetTokens.id);
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '2 days'` })
      .where(eq(passwordResetTokens.id, older.id));
    await database.db
      .update(passwordResetTokens)
      .set({ usedAt: sql`now() - interval '1 hour'` })
      .where(eq(passwordResetTokens.id, newer.id));
    const [firstMail] = await mailsTo(email);
    await database.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(mailOutbox.id, firstMail.id));

    await purgeResetTokens(database.db);
    const left = await database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    assert.deepEqual(
      left.map((row) => row.id),
      [newer.id],
      'a link used an hour ago still answers "already used"',
    );
    assert.equal((await mailsTo(email)).length, 1);
  });
});

describe('GET /api/dev/mailbox', () => {
  test('shows nothing unless DEV_MAILBOX is on; then the newest mail', async () => {
    const { email: someone } = await signUp(app);
    await requestLink(someone);
    assert.deepEqual((await call(app, { method: 'GET', url: '/api/dev/mailbox' })).json(), {
      enabled: false,
      mail: null,
    });
    const dev = await testApp(database, { config: { devMailbox: true, publicOrigin: 'http://localhost:23080' } });
    try {
      const { email } = await signUp(dev);
      await requestLink(email, dev);
      const res = await call(dev, { method: 'GET', url: '/api/dev/mailbox' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-store');
      const { enabled, mail } = res.json();
      assert.equal(enabled, true);
      assert.equal(mail.to, email);
      assert.equal(mail.subject, 'Reset your Kemet password');
      assert.match(mail.body, /http:\/\/localhost:23080\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      // With ?to=, the newest mail to that address, though another came after it.
      const { email: later } = await signUp(dev);
      await requestLink(later, dev);
      const own = (await call(dev, { method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json();
      assert.equal(own.mail.to, email);
      const none = (await call(dev, { method: 'GET', url: '/api/dev/mailbox?to=nobody%40example.com' })).json();
      assert.deepEqual(none, { enabled: true, mail: null });
    } finally {
      await dev.close();
    }
  });
});
