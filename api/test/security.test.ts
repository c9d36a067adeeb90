import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { appPerFile, call, post, testApp, uniqueEmail } from './helpers.js';

let database: Database;
let app: FastifyInstance;

appPerFile((a, d) => {
  app = a;
  database = d;
});

const contact = { username: 'Cleopatra', email: 'c@example.com', message: 'Hello' };

describe('cross-site requests', () => {
  for (const site of ['cross-site', 'same-site']) {
    test(`Sec-Fetch-Site: ${site} POST → 403 CROSS_SITE`, async () => {
      const res = await post(app, '/api/contact-messages', contact, { 'sec-fetch-site': site });
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().error.code, 'CROSS_SITE');
    });
  }

  test('Sec-Fetch-Site: same-origin is allowed; GET is never blocked', async () => {
    assert.equal(
      (await post(app, '/api/contact-messages', contact, { 'sec-fetch-site': 'same-origin' })).statusCode,
      201,
    );
    assert.equal(
      (await call(app, { method: 'GET', url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode,
      200,
    );
  });

  test('without Sec-Fetch-Site: a foreign Origin → 403, own host → allowed; X-Forwarded-Host counts only from a trusted proxy', async () => {
    assert.equal(
      (await post(app, '/api/contact-messages', contact, { origin: 'https://evil.example' })).statusCode,
      403,
    );
    assert.equal((await post(app, '/api/contact-messages', contact, { origin: 'null' })).statusCode, 403);
    assert.equal(
      (await post(app, '/api/contact-messages', contact, { origin: 'http://localhost:3000', host: 'localhost:3000' }))
        .statusCode,
      201,
    );
    // No TRUST_PROXY: a client naming its own host in X-Forwarded-Host gets nothing from it.
    const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    assert.equal((await post(app, '/api/contact-messages', contact, forged)).statusCode, 403);
    const behindProxy = await testApp(database, { config: { trustProxy: ['127.0.0.1'] } });
    try {
      const viaShell = { origin: 'http://localhost:8080', 'x-forwarded-host': 'localhost:8080' };
      assert.equal((await post(behindProxy, '/api/contact-messages', contact, viaShell)).statusCode, 201);
      const fromElsewhere = await call(behindProxy, {
        method: 'POST',
        url: '/api/contact-messages',
        payload: contact,
        remoteAddress: '10.9.9.9',
        headers: { 'content-type': 'application/json', ...forged },
      });
      assert.deepEqual([fromElsewhere.statusCode, fromElsewhere.json().error.code], [403, 'CROSS_SITE']);
    } finally {
      await behindProxy.close();
    }
    const del = await call(app, {
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(del.statusCode, 403);
  });

  test('ALLOWED_ORIGINS lets a listed origin through', async () => {
    const allowed = await testApp(database, { config: { allowedOrigins: ['https://kemet.example'] } });
    try {
      assert.equal(
        (await post(allowed, '/api/contact-messages', contact, { origin: 'https://kemet.example' })).statusCode,
        201,
      );
    } finally {
      await allowed.close();
    }
  });
});

describe('headers and hostile input', () => {
  test('security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/events/0']) {
      const res = await call(app, { method: 'GET', url });
      assert.match(String(res.headers['content-security-policy']), /default-src 'none'/);
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'no-referrer');
      assert.equal(res.headers['strict-transport-security'], undefined);
    }
  });

  test('malformed JSON → 400 MALFORMED_JSON; non-JSON body → 415; too large → 413', async () => {
    const bad = await post(app, '/api/contact-messages', '{"username": "x",');
    assert.deepEqual([bad.statusCode, bad.json().error.code], [400, 'MALFORMED_JSON']);
    const form = await call(app, {
      method: 'POST',
      url: '/api/contact-messages',
      payload: 'a=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.deepEqual([form.statusCode, form.json().error.code], [415, 'UNSUPPORTED_MEDIA_TYPE']);
    const text = await call(app, {
      method: 'POST',
      url: '/api/users',
      payload: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    assert.equal(text.statusCode, 415);
    const huge = await post(app, '/api/contact-messages', { ...contact, message: 'x'.repeat(70_000) });
    assert.deepEqual([huge.statusCode, huge.json().error.code], [413, 'PAYLOAD_TOO_LARGE']);
  });

  test('NUL characters, prototype keys and deep JSON → 4xx, nothing stored', async () => {
    assert.equal((await post(app, '/api/contact-messages', { ...contact, message: 'a\u0000b' })).statusCode, 400);
    assert.equal(
      (await post(app, '/api/contact-messages', '{"__proto__": {"admin": true}, "username": "abc"}')).statusCode,
      400,
    );
    assert.equal((await call(app, { method: 'GET', url: '/api/events?q=%00' })).statusCode, 400);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await post(app, '/api/contact-messages', deep);
    assert.ok(res.statusCode >= 400 && res.statusCode < 500);
  });

  test('keys named like Object.prototype members → 400, not a crash (yup regression)', async () => {
    for (const url of [
      '/api/users',
      '/api/contact-messages',
      '/api/sessions',
      '/api/newsletter-subscriptions',
      '/api/partner-applications',
    ]) {
      for (const payload of ['{"toString":""}', '{"valueOf":1,"email":"not-an-email"}', '{"hasOwnProperty":null}']) {
        assert.equal((await post(app, url, payload)).statusCode, 400, `${url} ${payload}`);
      }
    }
  });

  test('SQL and HTML in query strings are just text', async () => {
    for (const q of ["' OR 1=1 --", '<img src=x onerror=alert(1)>', '%', '\\', '𓂀']) {
      const res = await call(app, { method: 'GET', url: `/api/events?q=${encodeURIComponent(q)}` });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().total, 0);
    }
  });
});

describe('property tests: generated bodies never cause a 5xx', () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 300 }),
    fc.string({ unit: 'binary', maxLength: 100 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      "'; DROP TABLE users; --",
      '<script>alert(1)</script>',
      'a@b.co',
      'x'.repeat(6000),
      '\u202e',
      '\ud800',
    ),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 5 }), fc.constantFrom('toString', 'valueOf', 'isPrototypeOf')),
      fc.string({ maxLength: 5 }),
      {
        maxKeys: 3,
      },
    ),
  );
  const body = (keys: string[]) =>
    fc.oneof(
      fc.record(Object.fromEntries([...keys, 'toString', 'constructorx'].map((k) => [k, anyValue])), {
        requiredKeys: [],
      }),
      anyValue,
      fc.json({ maxDepth: 4 }).map((j) => JSON.parse(j)),
    );

  for (const [url, keys] of [
    ['/api/users', ['fullName', 'email', 'password']],
    ['/api/contact-messages', ['username', 'email', 'message']],
    ['/api/sessions', ['email', 'password']],
  ] as const) {
    test(`POST ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(body([...keys]), async (payload) => {
          const res = await post(app, url, JSON.stringify(payload ?? null));
          assert.ok(res.statusCode < 500, `${res.statusCode} for ${JSON.stringify(payload).slice(0, 200)}`);
          if (res.statusCode >= 400) assert.equal(typeof res.json().error.code, 'string');
        }),
        { numRuns: 200 },
      );
    });
  }

  test('GET /api/events with generated query strings', async () => {
    const param = fc.tuple(
      fc.constantFrom('page', 'pageSize', 'sort', 'q', 'location', 'provider', 'featured', 'x'),
      fc.string({ unit: 'binary', maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(param, { maxLength: 4 }), async (params) => {
        const qs = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const res = await call(app, { method: 'GET', url: `/api/events?${qs}` });
        assert.ok(res.statusCode === 200 || res.statusCode === 400, `${res.statusCode} for ${qs}`);
      }),
      { numRuns: 200 },
    );
  });

  test('valid but hostile sign-ups are stored and returned as given', async () => {
    const fullName = `<b>Ahmed</b> '; select 1; -- ${'𓂀'}`;
    const res = await post(app, '/api/users', { fullName, email: uniqueEmail(), password: 'Lotus-Sphinx-2027' });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().user.fullName, fullName);
  });
});
