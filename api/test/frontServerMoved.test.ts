// A page the shell's render says lives at another address (an experience asked for under the other kind's path)
// is answered 301 to it, with the query, and no page body.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { after, test } from 'node:test';
import { writeFakeAppDir } from '@kemet/server/fakeAppDir';
import { serveApp } from '@kemet/server/serveApp';
import type { FastifyInstance } from 'fastify';

const packageDir = writeFakeAppDir({ serverRender: true });
let server: FastifyInstance | undefined;
after(async () => {
  await server?.close();
  rmSync(packageDir, { recursive: true, force: true });
});

async function shellPort(): Promise<number> {
  const saved = { ...process.env };
  const down = 'http://127.0.0.1:9/mf-manifest.json';
  Object.assign(process.env, {
    LOG_LEVEL: 'silent',
    CATALOG_URL: down,
    MAP_URL: down,
    ACCOUNT_URL: down,
    CHECKOUT_URL: down,
  });
  try {
    server = await serveApp({
      packageDir,
      port: 0,
      host: '127.0.0.1',
      apiUrl: 'http://127.0.0.1:9',
      shell: { pagePaths: ['', 'home', 'eventdetails/:eventId'], homePaths: [] },
    });
    return (server.server.address() as AddressInfo).port;
  } finally {
    process.env = saved;
  }
}

const get = (port: number, path: string) =>
  new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
      })
      .on('error', reject);
  });

test('a page that lives at another address answers 301 to it, keeping the query', async () => {
  const port = await shellPort();
  const moved = await get(port, '/eventdetails/moved?date=2027-03-12&time=17:30');
  assert.equal(moved.status, 301);
  assert.equal(moved.location, '/toursdetails/moved?date=2027-03-12&time=17:30');
  assert.doesNotMatch(moved.body, /data-server-rendered/);
  const page = await get(port, '/eventdetails/5');
  assert.equal(page.status, 200);
  assert.match(page.body, /data-server-rendered/);
});
