// A front-end server that renders pages (the shell's) under a flood: past SERVER_RENDERS_AT_ONCE renders in flight, a
// page goes out at once as the template the browser renders, instead of waiting behind the renders.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { after, before, test } from 'node:test';
import {
  FAKE_PAGE_TITLE,
  FAKE_RENDERED_BODY,
  holdFakeRenders,
  releaseFakeRenders,
  writeFakeAppDir,
} from '@kemet/server/fakeAppDir';
import { serveApp } from '@kemet/server/serveApp';
import type { FastifyInstance } from 'fastify';

const RENDERS_AT_ONCE = 3;
const packageDir = writeFakeAppDir({ serverRender: true });
let server: FastifyInstance;
let origin: string;

before(async () => {
  const saved = { ...process.env };
  // No remote is up: their manifests are refused at once.
  const down = 'http://127.0.0.1:9/mf-manifest.json';
  Object.assign(process.env, {
    LOG_LEVEL: 'silent',
    SERVER_RENDERS_AT_ONCE: String(RENDERS_AT_ONCE),
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
    origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  } finally {
    process.env = saved;
  }
});
after(async () => {
  releaseFakeRenders();
  await server.close();
  rmSync(packageDir, { recursive: true, force: true });
});

const page = async (path: string) => {
  const response = await fetch(origin + path);
  return { status: response.status, cacheControl: response.headers.get('cache-control'), html: await response.text() };
};

test('a page is rendered on the server while the server has room', async () => {
  const { status, html, cacheControl } = await page('/home');
  assert.equal(status, 200);
  assert.ok(html.includes(FAKE_RENDERED_BODY));
  assert.match(cacheControl ?? '', /s-maxage/);
});

test('past the renders it takes at once, pages go out for the browser to render, and are never kept by a CDN', async () => {
  holdFakeRenders();
  const held = Array.from({ length: RENDERS_AT_ONCE }, (_, n) => page(`/home?held=${n}`));
  // The held renders are in flight once the server has taken their requests.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const busy = await page('/eventdetails/3');
  assert.equal(busy.status, 200);
  assert.ok(busy.html.includes(FAKE_PAGE_TITLE), 'the template, which the browser renders');
  assert.ok(!busy.html.includes(FAKE_RENDERED_BODY));
  assert.equal(busy.cacheControl, 'no-cache');

  releaseFakeRenders();
  for (const answer of await Promise.all(held)) assert.ok(answer.html.includes(FAKE_RENDERED_BODY));
  // Room again: the next page is the server's.
  assert.ok((await page('/home')).html.includes(FAKE_RENDERED_BODY));
});
