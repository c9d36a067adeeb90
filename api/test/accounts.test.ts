import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PasswordHasher } from '../src/auth/passwords.js';
import { PRODUCTION_ARGON2 } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { sessions, users } from '../src/db/schema.js';
import { appPerFile, call, PASSWORD, post, sessionCookie, signUp, testApp, uniqueEmail } from './helpers.js';

let database: Database;
let app: FastifyInstance;
const me = (cookie?: string) => call(app, { method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

appPerFile((a, d) => {
  app = a;
  database = d;
});

describe('POST /api/users', () => {
  test('201 with the user, a session cookie, UId KMT-<digits>, isAdmin false, rating 0', async () => {
    const email = uniqueEmail();
    const res = await post(app, '/api/users', {
      fullName: '  Ramses Visitor ',
      email: ` ${email} `,
      password: PASSWORD,
    });
    assert.equal(res.statusCode, 201);
    const { user } = res.json();
    assert.deepEqual(Object.keys(user).sort(), [
      'UId',
      'createdAt',
      'email',
      'fullName',
      'id',
      'isAdmin',
      'rating',
      'roles',
    ]);
    assert.deepEqual(user.roles, []);
    assert.match(user.UId, /^KMT-\d{12}$/);
    assert.equal(user.isAdmin, false);
    assert.equal(user.rating, 0);
    assert.equal(user.fullName, 'Ramses Visitor');
    assert.equal(user.email, email);
    const cookie = res.cookies.find((c) => c.name === 'kemet_session');
    assert.ok(cookie);
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'Lax');
    assert.equal(cookie.path, '/');
    assert.ok(Buffer.from(cookie.value, 'base64url').length >= 16);
    assert.equal((await me(sessionCookie(res))).json().user.email, email);
  });

  test('the stored password is an argon2id hash, the session token is stored hashed', async () => {
    const { email, cookie } = await signUp(app);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    assert.match(row.passwordHash, /^\$argon2id\$v=19\$/);
    const token = cookie.split('=')[1];
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, row.id));
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].tokenHash, token);
    assert.match(stored[0].tokenHash, /^[0-9a-f]{64}$/);
  });

  test('validation messages come from the shared rules', async () => {
    const res = await post(app, '/api/users', { fullName: 'Al', email: 'not-an-email', password: 'Lotus-7' });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().error.fields, {
      fullName: 'Name must be at least 3 characters long',
      email: 'Invalid email format',
      password: 'Password must be at least 8 characters long',
    });
    const empty = await post(app, '/api/users', {});
    assert.deepEqual(empty.json().error.fields, {
      fullName: 'Name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    const noBody = await call(app, { method: 'POST', url: '/api/users' });
    assert.equal(noBody.statusCode, 400);
  });

  test('wrong types → 400 VALIDATION in the error shape', async () => {
    for (const payload of [
      { fullName: { a: 1 }, email: 'a@b.co', password: PASSWORD },
      { fullName: 'Abc', email: ['x'], password: PASSWORD },
      [],
      'text',
      42,
      null,
    ]) {
      const res = await post(app, '/api/users', JSON.stringify(payload));
      assert.equal(res.statusCode, 400, `${JSON.stringify(payload)} → ${res.body}`);
    }
  });

  test('a common password is refused with the contract message', async () => {
    for (const password of ['password', 'qwerty123', 'Football', 'iloveyou']) {
      const res = await post(app, '/api/users', { fullName: 'Common Person', email: uniqueEmail(), password });
      assert.equal(res.statusCode, 400, password);
      assert.equal(res.json().error.fields.password, 'This password is too common. Please choose another.');
    }
  });

  test('passwords up to 256 characters work and are never truncated', async () => {
    const email = uniqueEmail();
    const long = `${'Ankh-'.repeat(51)}x`;
    assert.equal(long.length, 256);
    assert.equal((await post(app, '/api/users', { fullName: 'Long Password', email, password: long })).statusCode, 201);
    assert.equal((await post(app, '/api/sessions', { email, password: long })).statusCode, 200);
    assert.equal((await post(app, '/api/sessions', { email, password: long.slice(0, 255) })).statusCode, 401);
    assert.equal(
      (await post(app, '/api/users', { fullName: 'Too Long', email: uniqueEmail(), password: `${long}y` })).statusCode,
      400,
    );
  });

  test('409 EMAIL_TAKEN, case-insensitively', async () => {
    const { email } = await signUp(app);
    const res = await post(app, '/api/users', {
      fullName: 'Second One',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error.code, 'EMAIL_TAKEN');
    assert.equal(res.json().error.message, 'An account with this email already exists.');
  });
});

describe('sessions', () => {
  test('sign in: 200 + new cookie; the old session of this browser is rotated out', async () => {
    const { email, cookie: first } = await signUp(app);
    const res = await post(app, '/api/sessions', { email: email.toUpperCase(), password: PASSWORD }, { cookie: first });
    assert.equal(res.statusCode, 200);
    const second = sessionCookie(res);
    assert.notEqual(second, first);
    assert.equal((await me(first)).statusCode, 401);
    assert.equal((await me(second)).json().user.email, email);
  });

  test('unknown email → 404 Email Not Found!, wrong password → 401 Invalid Password!, missing → 400', async () => {
    const { email } = await signUp(app);
    const unknown = await post(app, '/api/sessions', { email: uniqueEmail('ghost'), password: PASSWORD });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(
      [unknown.json().error.code, unknown.json().error.message],
      ['EMAIL_NOT_FOUND', 'Email Not Found!'],
    );
    const wrong = await post(app, '/api/sessions', { email, password: 'not-the-password' });
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual([wrong.json().error.code, wrong.json().error.message], ['INVALID_PASSWORD', 'Invalid Password!']);
    const missing = await post(app, '/api/sessions', { email });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().error.code, 'VALIDATION');
  });

  test('GET /api/me without or with a bogus cookie → 401 UNAUTHENTICATED', async () => {
    assert.equal((await me()).json().error.code, 'UNAUTHENTICATED');
    assert.equal((await me('kemet_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode, 401);
    assert.equal((await me('kemet_session=<script>')).statusCode, 401);
  });

  test('DELETE /api/sessions/current → 204, row deleted, cookie cleared; 204 without a session too', async () => {
    const { cookie, user } = await signUp(app);
    const res = await call(app, { method: 'DELETE', url: '/api/sessions/current', headers: { cookie } });
    assert.equal(res.statusCode, 204);
    assert.ok(res.cookies.some((c) => c.name === 'kemet_session' && c.value === ''));
    assert.equal((await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length, 0);
    assert.equal((await me(cookie)).statusCode, 401);
    assert.equal((await call(app, { method: 'DELETE', url: '/api/sessions/current' })).statusCode, 204);
  });

  test('idle sessions and sessions past their absolute lifetime are refused', async () => {
    const idle = await signUp(app);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, idle.user.id));
    assert.equal((await me(idle.cookie)).statusCode, 401);
    const old = await signUp(app);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, old.user.id));
    assert.equal((await me(old.cookie)).statusCode, 401);
  });

  test('Secure __Host- cookie when COOKIE_SECURE, with HSTS', async () => {
    const secure = await testApp(database, { config: { cookieSecure: true } });
    try {
      const res = await post(secure, '/api/users', {
        fullName: 'Secure User',
        email: uniqueEmail(),
        password: PASSWORD,
      });
      const cookie = res.cookies.find((c) => c.name === '__Host-kemet_session');
      assert.ok(cookie && cookie.secure && cookie.httpOnly && cookie.path === '/');
      assert.match(String(res.headers['strict-transport-security']), /max-age=/);
      const who = await call(secure, {
        method: 'GET',
        url: '/api/me',
        headers: { cookie: `${cookie.name}=${cookie.value}` },
      });
      assert.equal(who.statusCode, 200);
    } finally {
      await secure.close();
    }
  });
});

describe('argon2', () => {
  test('production parameters are m=19456, t=2, p=1 in the stored hash', async () => {
    const hasher = new PasswordHasher(PRODUCTION_ARGON2, 4);
    try {
      const encoded = await hasher.hash('Lotus-Sphinx-2027');
      assert.match(encoded, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      assert.equal(await hasher.verify(encoded, 'Lotus-Sphinx-2027'), true);
      assert.equal(await hasher.verify(encoded, 'Lotus-Sphinx-2028'), false);
      assert.equal(await hasher.verify('not a hash', 'Lotus-Sphinx-2027'), false);
      assert.equal(hasher.needsRehash(encoded), false);
    } finally {
      await hasher.close();
    }
  });

  test('sign-in rehashes a hash made with older parameters', async () => {
    const { email } = await signUp(app); // made with the cheap test parameters
    const upgraded = await testApp(database, { config: { argon2: { memoryCost: 2048, timeCost: 1, parallelism: 1 } } });
    try {
      assert.equal((await post(upgraded, '/api/sessions', { email, password: PASSWORD })).statusCode, 200);
      const [row] = await database.db.select().from(users).where(eq(users.email, email));
      assert.match(row.passwordHash, /m=2048,t=1,p=1/);
      assert.equal((await post(upgraded, '/api/sessions', { email, password: PASSWORD })).statusCode, 200);
    } finally {
      await upgraded.close();
    }
  });
});
