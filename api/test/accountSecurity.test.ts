// Sessions: "Where you're signed in" (list, sign out one, this device, all the others), the __Host- cookie in secure
// mode, and Cache-Control: no-store on every session-dependent answer.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { sessions } from '../src/db/schema.js';
import { appPerFile, call, PASSWORD, post, sessionCookie, signUp, testApp, uniqueEmail } from './helpers.js';
import { CHROME_LINUX, SAFARI_IPHONE, accountCalls } from './accountFixtures.js';

let database: Database;
let app: FastifyInstance;
appPerFile((a, d) => {
  app = a;
  database = d;
});

const { me, signIn, listSessions, changePassword } = accountCalls(() => app);

describe('Cache-Control: no-store on answers that depend on the session', () => {
  test('sign-up, sign-in, /me, /bookings, sessions and password endpoints, errors included', async () => {
    const email = uniqueEmail();
    const created = await post(app, '/api/users', { fullName: 'Store Nothing', email, password: PASSWORD });
    const cookie = sessionCookie(created);
    const answers = [
      created,
      await post(app, '/api/sessions', { email, password: PASSWORD }),
      await post(app, '/api/sessions', { email, password: 'not-the-password' }),
      await me(cookie),
      await call(app, { method: 'GET', url: '/api/me' }),
      await call(app, { method: 'GET', url: '/api/bookings', headers: { cookie } }),
      await call(app, { method: 'GET', url: '/api/bookings' }),
      await listSessions(cookie),
      await changePassword(cookie, { currentPassword: 'wrong-one', newPassword: 'Papyrus-River-9' }),
      await post(app, '/api/password-reset-requests', { email }),
      await post(app, '/api/password-resets', { token: 'x'.repeat(43), password: 'Papyrus-River-9' }),
    ];
    for (const res of answers) assert.equal(res.headers['cache-control'], 'no-store', `${res.statusCode} ${res.body}`);
    const catalog = await call(app, { method: 'GET', url: '/api/events' });
    assert.notEqual(catalog.headers['cache-control'], 'no-store');
  });
});

describe("Where you're signed in", () => {
  test('lists device, created, last seen and which one is this device; never a token or its hash', async () => {
    const { email } = await signUp(app);
    const phone = await signIn(email, SAFARI_IPHONE);
    const here = await signIn(email, CHROME_LINUX);
    const res = await listSessions(here);
    assert.equal(res.statusCode, 200);
    const { items } = res.json<{
      items: { id: string; device: string; current: boolean; createdAt: string; lastSeenAt: string }[];
    }>();
    assert.equal(items.length, 3);
    assert.deepEqual(Object.keys(items[0]).sort(), ['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
    assert.deepEqual(items[0], { ...items[0], device: 'Chrome on Linux', current: true });
    assert.deepEqual(items.filter((s) => s.current).length, 1);
    assert.ok(items.some((s) => s.device === 'Safari on iOS'));
    assert.ok(
      items.some((s) => s.device === 'Unknown device'),
      'the sign-up without a User-Agent',
    );
    for (const item of items) {
      assert.match(item.id, /^[0-9a-f-]{36}$/);
      assert.ok(Date.parse(item.createdAt) <= Date.parse(item.lastSeenAt) + 1000);
    }
    const rows = await database.db.select().from(sessions);
    const body = res.body;
    for (const row of rows) assert.ok(!body.includes(row.tokenHash));
    for (const cookie of [phone, here]) assert.ok(!body.includes(cookie.split('=')[1]));
  });

  test('signs out one session by its id; another account cannot', async () => {
    const { email } = await signUp(app);
    const phone = await signIn(email, SAFARI_IPHONE);
    const here = await signIn(email, CHROME_LINUX);
    const phoneId = (await listSessions(here))
      .json()
      .items.find((s: { device: string }) => s.device === 'Safari on iOS').id;

    const stranger = await signUp(app);
    const foreign = await call(app, {
      method: 'DELETE',
      url: `/api/me/sessions/${phoneId}`,
      headers: { cookie: stranger.cookie },
    });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await me(phone)).statusCode, 200);

    const res = await call(app, { method: 'DELETE', url: `/api/me/sessions/${phoneId}`, headers: { cookie: here } });
    assert.equal(res.statusCode, 204);
    assert.equal((await me(phone)).statusCode, 401);
    assert.equal((await me(here)).statusCode, 200);
    assert.equal(
      (await call(app, { method: 'DELETE', url: `/api/me/sessions/${phoneId}`, headers: { cookie: here } })).statusCode,
      404,
    );
    assert.equal(
      (await call(app, { method: 'DELETE', url: '/api/me/sessions/not-a-uuid', headers: { cookie: here } })).statusCode,
      400,
    );
  });

  test('signing out this device by its id clears the cookie', async () => {
    const { cookie } = await signUp(app);
    const [current] = (await listSessions(cookie)).json().items;
    const res = await call(app, { method: 'DELETE', url: `/api/me/sessions/${current.id}`, headers: { cookie } });
    assert.equal(res.statusCode, 204);
    assert.ok(res.cookies.some((c) => c.name === 'kemet_session' && c.value === ''));
    assert.equal((await me(cookie)).statusCode, 401);
  });

  test('signs out all the others, keeping this one', async () => {
    const { email, user } = await signUp(app);
    await signIn(email, SAFARI_IPHONE);
    const here = await signIn(email, CHROME_LINUX);
    const res = await call(app, { method: 'DELETE', url: '/api/me/sessions/others', headers: { cookie: here } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().revokedSessions, 2);
    assert.deepEqual(
      (await listSessions(here)).json().items.map((s: { current: boolean }) => s.current),
      [true],
    );
    assert.equal((await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length, 1);
  });
});

describe('secure mode: only the __Host- cookie', () => {
  test('a plain kemet_session cookie is not accepted; sign-out clears both names', async () => {
    const secure = await testApp(database, { config: { cookieSecure: true } });
    try {
      const created = await post(secure, '/api/users', {
        fullName: 'Secure Traveller',
        email: uniqueEmail(),
        password: PASSWORD,
      });
      const hostCookie = created.cookies.find((c) => c.name === '__Host-kemet_session');
      assert.ok(hostCookie);
      const plain = `kemet_session=${hostCookie.value}`;
      assert.equal((await call(secure, { method: 'GET', url: '/api/me', headers: { cookie: plain } })).statusCode, 401);
      const good = `__Host-kemet_session=${hostCookie.value}`;
      assert.equal((await call(secure, { method: 'GET', url: '/api/me', headers: { cookie: good } })).statusCode, 200);

      const out = await call(secure, { method: 'DELETE', url: '/api/sessions/current', headers: { cookie: good } });
      assert.equal(out.statusCode, 204);
      const cleared = out.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort();
      assert.deepEqual(cleared, ['__Host-kemet_session', 'kemet_session']);
      assert.ok(out.cookies.every((c) => c.secure));
    } finally {
      await secure.close();
    }
  });

  test('without secure mode, sign-out clears both names too', async () => {
    const { cookie } = await signUp(app);
    const out = await call(app, { method: 'DELETE', url: '/api/sessions/current', headers: { cookie } });
    assert.deepEqual(
      out.cookies
        .filter((c) => c.value === '')
        .map((c) => c.name)
        .sort(),
      ['__Host-kemet_session', 'kemet_session'],
    );
  });
});
