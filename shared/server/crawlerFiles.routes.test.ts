/** @jest-environment node */
// The shell's /sitemap.xml and /robots.txt as a crawler asks for them: the list from the data service, the origin
// from PUBLIC_ORIGIN or the request (through a trusted proxy only), and a 503 when the data service is away.
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { parsePublicOrigin, registerCrawlerFiles } from './crawlerFiles';
import { fastifyTrustProxy } from './trustProxy';

let api: FastifyInstance;
let apiUrl: string;
let asked = 0;

beforeAll(async () => {
  api = Fastify();
  api.get('/api/sitemap/experiences', async () => {
    asked += 1;
    return [{ id: 1, kind: 'event', updatedAt: '2026-03-01T08:00:00.000Z' }];
  });
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => api.close());

interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): unknown;
}

/** The shell's crawler files on a port of their own; inject() is asked like a client (any Host header). */
async function shell(options: { publicOrigin?: string; trustProxy?: number; apiUrl?: string } = {}) {
  // As serveApp builds it from TRUST_PROXY (Fastify reads forwarded host and scheme from a hop count only as a
  // function).
  const app = Fastify({ trustProxy: fastifyTrustProxy(options.trustProxy) });
  registerCrawlerFiles(app, { apiUrl: options.apiUrl ?? apiUrl, publicOrigin: options.publicOrigin });
  const base = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
  const inject = ({ url, headers = {} }: { url: string; headers?: Record<string, string> }) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: base.hostname, port: base.port, path: url, headers, agent: false }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () =>
            resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) }),
          );
        })
        .on('error', reject);
    });
  return { inject, close: () => app.close() };
}

test('the sitemap lists the experiences under PUBLIC_ORIGIN, cacheable', async () => {
  const app = await shell({ publicOrigin: 'https://kemet.example/' });
  const res = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expect(res.body).toContain(
    '<loc>https://kemet.example/eventdetails/0</loc><lastmod>2026-03-01T08:00:00.000Z</lastmod>',
  );
  expect(res.body).not.toContain('evil.example');
  await app.close();
});

test('the list is kept between crawls', async () => {
  const app = await shell();
  const before = asked;
  await app.inject({ url: '/sitemap.xml' });
  await app.inject({ url: '/sitemap.xml' });
  expect(asked - before).toBe(1);
  await app.close();
});

test('without PUBLIC_ORIGIN the origin is the request’s; forwarded scheme and host only from a trusted proxy', async () => {
  const forwarded = { host: 'internal:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'kemet.example' };
  const direct = await shell();
  expect((await direct.inject({ url: '/robots.txt', headers: forwarded })).body).toContain(
    'Sitemap: http://internal:8080/sitemap.xml',
  );
  await direct.close();
  const proxied = await shell({ trustProxy: 1 });
  const res = await proxied.inject({ url: '/robots.txt', headers: forwarded });
  expect(res.body).toContain('Sitemap: https://kemet.example/sitemap.xml');
  expect(res.headers.vary).toBe('Host, X-Forwarded-Host, X-Forwarded-Proto');
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  await proxied.close();
});

test('a Host header that is no host name makes no origin', async () => {
  const app = await shell();
  const res = await app.inject({ url: '/robots.txt', headers: { host: 'a"b<c>' } });
  expect(res.body).toContain('Sitemap: http://localhost/sitemap.xml');
  await app.close();
});

test('the data service away: 503 in the error shape, with Retry-After', async () => {
  const app = await shell({ apiUrl: 'http://127.0.0.1:9' });
  const res = await app.inject({ url: '/sitemap.xml' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('60');
  expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: 'The sitemap is not available right now.' } });
  await app.close();
});

test('PUBLIC_ORIGIN must be an http(s) URL; its origin is what counts', () => {
  expect(parsePublicOrigin('https://kemet.example/some/path')).toBe('https://kemet.example');
  expect(parsePublicOrigin(undefined)).toBeUndefined();
  expect(() => parsePublicOrigin('kemet.example')).toThrow('PUBLIC_ORIGIN=kemet.example is not a URL');
  expect(() => parsePublicOrigin('ftp://kemet.example')).toThrow('must be an http(s) URL');
});
