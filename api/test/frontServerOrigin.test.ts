// The shell's rendered pages name the site by PUBLIC_ORIGIN alone: a spoofed Host never reaches their canonical,
// og: or hreflang links, which a CDN keeps and serves to everyone.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { writeFakeAppDir } from '@kemet/server/fakeAppDir';
import { serveApp } from '@kemet/server/serveApp';
import type { FastifyInstance } from 'fastify';

const packageDir = writeFakeAppDir({ serverRender: true });
const servers: FastifyInstance[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  rmSync(packageDir, { recursive: true, force: true });
});

async function shell(env: Record<string, string>): Promise<number> {
  const saved = { ...process.env };
  const down = 'http://127.0.0.1:9/mf-manifest.json';
  Object.assign(process.env, {
    LOG_LEVEL: 'silent',
    CATALOG_URL: down,
    MAP_URL: down,
    ACCOUNT_URL: down,
    CHECKOUT_URL: down,
    ...env,
  });
  try {
    const server = await serveApp({
      packageDir,
      port: 0,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:9',
      shell: { pagePaths: ['', 'home', 'eventdetails/:eventId'], homePaths: [] },
    });
    servers.push(server);
    return (server.server.address() as AddressInfo).port;
  } finally {
    process.env = saved;
  }
}

/** The page at /home asked for with the Host a client chose. */
const pageWithHost = (port: number, host: string) =>
  new Promise<{ cacheControl: string | undefined; html: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/home', headers: { host }, agent: false }, (res) => {
        let html = '';
        res.on('data', (c) => (html += c));
        res.on('end', () => resolve({ cacheControl: res.headers['cache-control'], html }));
      })
      .on('error', reject);
  });

test('a publicly cacheable page names PUBLIC_ORIGIN whatever Host the client sent', async () => {
  const port = await shell({ PUBLIC_ORIGIN: 'https://kemet.example' });
  const { cacheControl, html } = await pageWithHost(port, 'evil.example');
  assert.match(cacheControl ?? '', /^public/);
  assert.ok(html.includes('<link rel="canonical" href="https://kemet.example/home">'), html.slice(0, 400));
  assert.ok(!html.includes('evil.example'));
});

test('without PUBLIC_ORIGIN, the shell’s own local origin, never the Host', async () => {
  const port = await shell({ KEMET_PORT_OFFSET: '0' });
  const { html } = await pageWithHost(port, 'evil.example:8080');
  assert.ok(html.includes('<link rel="canonical" href="http://localhost:8080/home">'), html.slice(0, 400));
  assert.ok(!html.includes('evil.example'));
});
