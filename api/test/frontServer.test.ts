// A front-end server (serveApp) on a stand-in dist/: which requests get the page, the headers on files, HSTS only over
// TLS, and what its /api proxy tells the API about the client.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { FAKE_PAGE_TITLE, writeFakeAppDir } from '@kemet/server/fakeAppDir';
import { serveApp } from '@kemet/server/serveApp';
import { runtimeConfigFromEnv } from '@kemet/server/runtimeConfig';
import type { FastifyInstance } from 'fastify';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: () => AsyncIterable<Buffer>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (!body) return void req.end();
    void (async () => {
      for await (const chunk of body()) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      req.end();
    })().catch(() => {});
  });
}

/** Stands in for the API: answers every request with the headers and body size it received. */
let upstream: http.Server;
let upstreamPort: number;
const packageDir = writeFakeAppDir();
const servers: FastifyInstance[] = [];

async function startServer(env: Record<string, string | undefined> = {}, pagePaths?: string[]): Promise<number> {
  const saved = { ...process.env };
  Object.assign(process.env, { LOG_LEVEL: 'silent', TRUST_PROXY: '', ...env });
  try {
    // As the shell: its own pages, and no remotes, so no path waits on a remote's manifest.
    const shell = pagePaths
      ? { runtimeConfig: { ...runtimeConfigFromEnv(), remotes: {} }, shell: { pagePaths, homePaths: [] } }
      : {};
    const app = await serveApp({
      packageDir,
      port: 0,
      host: '127.0.0.1',
      apiUrl: `http://127.0.0.1:${upstreamPort}`,
      ...shell,
    });
    servers.push(app);
    return (app.server.address() as AddressInfo).port;
  } finally {
    process.env = saved;
  }
}

let plain: number;
let behindTls: number;
let withRoutes: number;
before(async () => {
  upstream = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c: Buffer) => (size += c.length));
    req.on('end', () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ headers: req.headers, size })),
    );
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamPort = (upstream.address() as AddressInfo).port;
  plain = await startServer();
  // As behind a TLS-terminating proxy on this machine.
  behindTls = await startServer({ TRUST_PROXY: '127.0.0.1' });
  // As the shell runs it, with its route table.
  withRoutes = await startServer({}, ['', 'home', 'eventdetails/:eventId']);
});
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(packageDir, { recursive: true, force: true });
});

describe('pages', () => {
  test('GET / from a client that sends no Accept-Encoding (curl, uptime checkers) gets the page', async () => {
    const res = await get(plain, '/');
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.ok(res.body.includes(FAKE_PAGE_TITLE));
  });

  for (const headers of [
    {},
    { accept: '*/*' },
    { accept: 'text/html' },
    { accept: 'application/json, text/html;q=0.9' },
  ] as Record<string, string>[]) {
    test(`GET /home with ${JSON.stringify(headers)} gets the page with 200`, async () => {
      const res = await get(plain, '/home', headers);
      assert.equal(res.status, 200);
      assert.ok(res.body.includes(FAKE_PAGE_TITLE));
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    });
  }

  test('with a route table: its pages get 200, any other path the page (its 404 view) with status 404', async () => {
    for (const path of ['/', '/home', '/eventdetails/4', '/home?from=mail']) {
      const res = await get(withRoutes, path);
      assert.deepEqual([path, res.status], [path, 200]);
    }
    for (const path of ['/no/such/page', '/eventdetails', '/homes']) {
      const res = await get(withRoutes, path);
      assert.deepEqual([path, res.status], [path, 404]);
      assert.ok(res.body.includes(FAKE_PAGE_TITLE), path);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    }
  });

  test('a client that explicitly asks for JSON, a missing file and a POST get a 404 in the error shape', async () => {
    for (const [path, headers, method] of [
      ['/home', { accept: 'application/json' }, 'GET'],
      ['/missing.js', {}, 'GET'],
      ['/home', {}, 'POST'],
    ] as const) {
      const res = await get(plain, path, headers, method);
      assert.deepEqual([path, method, res.status], [path, method, 404]);
      assert.equal(JSON.parse(res.body).error.code, 'NOT_FOUND');
    }
  });

  test('the JSON 404 of a page path is kept by no cache and varies on Accept', async () => {
    const res = await get(withRoutes, '/events', { accept: 'application/json' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.match(res.headers.vary ?? '', /\bAccept\b/);
  });

  test('what the static files and the proxy refuse comes in the error shape too: `//x` is 404, an encoded `..%2f` 400', async () => {
    for (const [path, status, code] of [
      ['//x', 404, 'NOT_FOUND'],
      ['//etc/passwd', 404, 'NOT_FOUND'],
      ['/api/media/..%2f..%2fx.svg', 400, 'BAD_REQUEST'],
    ] as const) {
      const res = await get(plain, path);
      assert.deepEqual([path, res.status], [path, status]);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/);
      assert.deepEqual(Object.keys(JSON.parse(res.body)), ['error'], res.body);
      assert.equal(JSON.parse(res.body).error.code, code);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
  });
});

describe('the page language', () => {
  test('/ar, /ar/ and /ar/<route> are Arabic pages, right to left; English paths are left to right; both Vary: Cookie', async () => {
    for (const path of ['/ar', '/ar/', '/ar/home', '/ar/eventdetails/4', '/ar/home?from=mail']) {
      const res = await get(withRoutes, path);
      assert.deepEqual([path, res.status], [path, 200]);
      assert.ok(res.body.includes('<html lang="ar" dir="rtl">'), path);
      assert.match(String(res.headers.vary), /\bCookie\b/i, path);
    }
    for (const path of ['/', '/home']) {
      const res = await get(withRoutes, path);
      assert.ok(res.body.includes('<html lang="en" dir="ltr">'), path);
      assert.match(String(res.headers.vary), /\bCookie\b/i, path);
    }
  });

  test('an unknown Arabic path is the Arabic page with status 404', async () => {
    for (const path of ['/ar/unknown', '/ar/eventdetails', '/arabic']) {
      const res = await get(withRoutes, path);
      assert.deepEqual([path, res.status], [path, 404]);
    }
    assert.ok((await get(withRoutes, '/ar/unknown')).body.includes('<html lang="ar" dir="rtl">'));
  });

  test('a remembered Arabic choice sends an English address to its Arabic page with 302, query string kept', async () => {
    const res = await get(withRoutes, '/eventdetails/4?from=mail&x=1', { cookie: 'session=1; lang=ar' });
    assert.equal(res.status, 302);
    assert.equal(res.headers.location, '/ar/eventdetails/4?from=mail&x=1');
    assert.match(String(res.headers.vary), /\bCookie\b/i);
    assert.match(String(res.headers['cache-control']), /private/);
    assert.equal((await get(withRoutes, '/', { cookie: 'lang=ar' })).headers.location, '/ar/');
  });

  test('an Arabic link opens in Arabic with no cookie and with an English one; files never redirect', async () => {
    for (const cookie of [undefined, 'lang=en']) {
      const res = await get(withRoutes, '/ar/home', cookie ? { cookie } : {});
      assert.equal(res.status, 200);
      assert.ok(res.body.includes('<html lang="ar" dir="rtl">'));
    }
    const file = await get(withRoutes, '/main.js', { cookie: 'lang=ar' });
    assert.equal(file.status, 200);
    assert.equal(file.headers.location, undefined);
  });
});

describe('headers', () => {
  test('static JS and JSON, the runtime config and the page are sent with X-Content-Type-Options: nosniff', async () => {
    for (const path of ['/main.js', '/mf-manifest.json', '/remotes.json', '/home']) {
      const res = await get(plain, path);
      assert.deepEqual([path, res.status, res.headers['x-content-type-options']], [path, 200, 'nosniff']);
    }
  });

  test('the page CSP allows scripts from the remotes only, and every file may be loaded by the shell on another origin', async () => {
    const page = await get(plain, '/home');
    assert.match(
      String(page.headers['content-security-policy']),
      /script-src 'self' http:\/\/localhost:8081\/ http:\/\/localhost:8082\/ /,
    );
    for (const path of ['/main.js', '/mf-manifest.json']) {
      const res = await get(plain, path);
      assert.deepEqual(
        [path, res.headers['cross-origin-resource-policy'], res.headers['access-control-allow-origin']],
        [path, 'cross-origin', '*'],
      );
    }
  });

  test("the CSP allows no <base>, and each remote's own folder, not its whole origin", async () => {
    const port = await startServer({ CATALOG_URL: 'https://cdn.example/catalog' });
    const csp = String((await get(port, '/home')).headers['content-security-policy']);
    assert.match(csp, /base-uri 'none'/);
    const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    assert.ok(styleSrc.includes("'self'"), csp);
    assert.match(csp, /script-src [^;]*https:\/\/cdn\.example\/catalog\/ /);
    assert.doesNotMatch(csp, /https:\/\/cdn\.example[ ;]/);
  });

  test('Permissions-Policy: the camera for the site itself (the gate page scans QR codes), no microphone, no location', async () => {
    for (const path of ['/gate', '/main.js']) {
      const res = await get(plain, path);
      assert.deepEqual(
        [path, res.headers['permissions-policy']],
        [path, 'camera=(self), microphone=(), geolocation=()'],
      );
    }
  });

  test('HSTS only over TLS: X-Forwarded-Proto https from a trusted proxy, never from a client', async () => {
    assert.equal((await get(plain, '/home')).headers['strict-transport-security'], undefined);
    assert.equal(
      (await get(plain, '/home', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'],
      undefined,
    );
    const viaTls = await get(behindTls, '/home', { 'x-forwarded-proto': 'https' });
    assert.equal(viaTls.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
    assert.equal((await get(behindTls, '/home')).headers['strict-transport-security'], undefined);
  });
});

describe('the /api proxy', () => {
  test('X-Forwarded-For is the address the request came from: what the client sent is replaced, not appended to', async () => {
    const res = await get(plain, '/api/echo', {
      'x-forwarded-for': '203.0.113.9',
      forwarded: 'for=203.0.113.9',
      'x-forwarded-host': 'evil.example',
    });
    const seen = JSON.parse(res.body).headers;
    assert.equal(seen['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen.forwarded, undefined);
    assert.equal(seen['x-forwarded-host'], `127.0.0.1:${plain}`);
    assert.equal(seen['x-forwarded-proto'], 'http');
  });

  test("a request's proof of work (X-Kemet-Proof, after a 428) goes upstream as the browser sent it", async () => {
    const proof = Buffer.from(JSON.stringify({ algorithm: 'SHA-256', number: 7 })).toString('base64');
    const res = await get(plain, '/api/echo', { 'x-kemet-proof': proof });
    assert.equal(JSON.parse(res.body).headers['x-kemet-proof'], proof);
  });

  test('behind a trusted TLS proxy, the client it names goes upstream, with https', async () => {
    const res = await get(behindTls, '/api/echo', {
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'kemet.example',
    });
    const seen = JSON.parse(res.body).headers;
    assert.deepEqual(
      [seen['x-forwarded-for'], seen['x-forwarded-proto'], seen['x-forwarded-host']],
      ['203.0.113.9', 'https', 'kemet.example'],
    );
  });

  test('a body over the limit sent without Content-Length (chunked) is refused with 413 in the error shape', async () => {
    async function* chunks() {
      for (let i = 0; i < 100; i++) yield Buffer.alloc(1024, 'x');
    }
    const res = await get(plain, '/api/contact-messages', { 'content-type': 'application/json' }, 'POST', chunks);
    assert.equal(res.status, 413);
    assert.equal(JSON.parse(res.body).error.code, 'PAYLOAD_TOO_LARGE');
    const small = await get(
      plain,
      '/api/contact-messages',
      { 'content-type': 'application/json' },
      'POST',
      async function* () {
        yield Buffer.from('{"message":"hi"}');
      },
    );
    assert.deepEqual([small.status, JSON.parse(small.body).size], [200, 16]);
  });
});
