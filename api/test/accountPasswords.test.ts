// Passwords and addresses: the password rules on sign-up (the forms' words), changing the password (this session kept,
// every other signed out; wrong current passwords limited per account) and changing the email address.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, PASSWORD, post, sessionCookie, signUp, testApp, uniqueEmail } from './helpers.js';
import { FIREFOX_WINDOWS, SAFARI_IPHONE, accountCalls } from './accountFixtures.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const { me, signIn, listSessions, changePassword } = accountCalls(() => app);

describe('password rules on sign-up (same words as the forms)', () => {
  const attempt = (password: string, email = uniqueEmail('nour.hassan'), fullName = 'Nour Hassan') =>
    post(app, '/api/users', { fullName, email, password });

  test('under 8 characters → 400 with the length message; 8 are enough', async () => {
    const short = await attempt('Lotus-7');
    assert.equal(short.statusCode, 400);
    assert.deepEqual(short.json().error.fields, { password: 'Password must be at least 8 characters long' });
    assert.equal((await attempt('Lotus-78')).statusCode, 201);
  });

  test("the email's local part, the full name or 'kemet', in any case, are refused", async () => {
    const email = 'Ramses.Second@example.com';
    const cases: [string, string][] = [
      ['ramses.second', 'Password must not contain your email address'],
      ['my-RAMSES.SECOND-2027', 'Password must not contain your email address'],
      ['Nour Hassan', 'Password must not contain your name'],
      ['nourhassan!!2027', 'Password must not contain your name'],
      ['welcome-to-KeMeT', 'Password must not contain the word Kemet'],
    ];
    for (const [password, message] of cases) {
      const res = await attempt(password, email);
      assert.equal(res.statusCode, 400, password);
      assert.deepEqual(res.json().error.fields, { password: message }, password);
    }
  });

  test('the common-password list still applies', async () => {
    const res = await attempt('sunshine1');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, { password: 'This password is too common. Please choose another.' });
  });
});

describe('PUT /api/me/password', () => {
  test('needs the current password; keeps this session, signs out every other one', async () => {
    const { email, cookie: here } = await signUp(app);
    const phone = await signIn(email, SAFARI_IPHONE);
    const laptop = await signIn(email, FIREFOX_WINDOWS);

    const wrong = await changePassword(here, { currentPassword: 'not-my-password', newPassword: 'Papyrus-River-9' });
    assert.equal(wrong.statusCode, 400);
    assert.deepEqual(wrong.json().error.fields, { currentPassword: 'This is not your current password' });
    assert.equal((await me(phone)).statusCode, 200, 'a refused change signs nobody out');

    const [before] = (await listSessions(here)).json().items;
    const res = await changePassword(here, { currentPassword: PASSWORD, newPassword: 'Papyrus-River-9' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().revokedSessions, 2);
    const renewed = sessionCookie(res);
    assert.notEqual(renewed, here, 'this session carries on under a fresh token');
    assert.equal((await me(here)).statusCode, 401, 'a copy of the old token no longer works');
    assert.equal((await me(renewed)).statusCode, 200);
    const after = (await listSessions(renewed)).json().items;
    assert.deepEqual(
      after.map((s: { id: string; current: boolean }) => [s.id, s.current]),
      [[before.id, true]],
      'the same session, alone',
    );
    assert.equal((await me(phone)).statusCode, 401);
    assert.equal((await me(laptop)).statusCode, 401);
    assert.equal((await post(app, '/api/sessions', { email, password: PASSWORD })).statusCode, 401);
    assert.equal((await post(app, '/api/sessions', { email, password: 'Papyrus-River-9' })).statusCode, 200);
  });

  test('the new password follows the rules, with the account as context, and must differ', async () => {
    const { cookie } = await signUp(app, `amira.ali@${uniqueEmail('domain').split('@')[0]}.example.com`);
    const cases: [object, Record<string, string>][] = [
      [
        { currentPassword: PASSWORD, newPassword: 'short' },
        { newPassword: 'Password must be at least 8 characters long' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'AMIRA.ALI-2027' },
        { newPassword: 'Password must not contain your email address' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'nefertari traveller' },
        { newPassword: 'Password must not contain your name' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'kemet-forever' },
        { newPassword: 'Password must not contain the word Kemet' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'iloveyou' },
        { newPassword: 'This password is too common. Please choose another.' },
      ],
      [
        { currentPassword: PASSWORD, newPassword: PASSWORD },
        { newPassword: 'Choose a password different from your current one' },
      ],
      [{ newPassword: 'Papyrus-River-9' }, { currentPassword: 'Enter your current password' }],
    ];
    for (const [body, fields] of cases) {
      const res = await changePassword(cookie, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.deepEqual(res.json().error.fields, fields);
    }
  });

  test('401 without a session', async () => {
    const res = await call(app, {
      method: 'PUT',
      url: '/api/me/password',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    assert.equal(res.statusCode, 401);
  });

  test('wrong current passwords are limited per account (429 + Retry-After)', async () => {
    const limited = await testApp(database, { config: { signInPerAccount: 3 } });
    try {
      const res = await post(limited, '/api/users', {
        fullName: 'Guess Target',
        email: uniqueEmail(),
        password: PASSWORD,
      });
      const cookie = sessionCookie(res);
      const put = (currentPassword: string) =>
        call(limited, {
          method: 'PUT',
          url: '/api/me/password',
          headers: { cookie, 'content-type': 'application/json' },
          payload: { currentPassword, newPassword: 'Papyrus-River-9' },
        });
      for (let i = 0; i < 3; i++) assert.equal((await put(`guess-${i}-wrong`)).statusCode, 400);
      const blocked = await put(PASSWORD);
      assert.equal(blocked.statusCode, 429);
      assert.ok(Number(blocked.headers['retry-after']) >= 1);
    } finally {
      await limited.close();
    }
  });
});

describe('PUT /api/me/email', () => {
  test('needs the current password, refuses a taken address, and signs out the other sessions', async () => {
    const { email, cookie: here } = await signUp(app);
    const other = await signIn(email, FIREFOX_WINDOWS);
    const { email: someoneElse } = await signUp(app);
    const put = (body: object) =>
      call(app, {
        method: 'PUT',
        url: '/api/me/email',
        headers: { cookie: here, 'content-type': 'application/json' },
        payload: body,
      });

    const newEmail = uniqueEmail('moved');
    assert.deepEqual((await put({ email: newEmail, currentPassword: 'wrong-password' })).json().error.fields, {
      currentPassword: 'This is not your current password',
    });
    const taken = await put({ email: someoneElse.toUpperCase(), currentPassword: PASSWORD });
    assert.equal(taken.statusCode, 409);
    assert.equal((await me(other)).statusCode, 200);

    const moved = await put({ email: newEmail, currentPassword: PASSWORD });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().user.email, newEmail);
    assert.equal((await me(here)).statusCode, 401, 'the old token of this session is retired');
    assert.equal((await me(sessionCookie(moved))).json().user.email, newEmail);
    assert.equal((await me(other)).statusCode, 401);
  });
});
