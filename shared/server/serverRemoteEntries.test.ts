/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RuntimeConfig } from './runtimeConfig';
import { ServerRemoteEntries } from './serverRemoteEntries';

const MANIFEST = {
  exposes: [
    {
      name: 'ToursPage',
      assets: { css: { sync: ['__federation_expose_ToursPage.aa.css', '236.bb.css'], async: ['__federation_expose_Other.cc.css', '12.dd.css'] } },
    },
  ],
};

let up = false;
const server = http.createServer((request, response) => {
  if (!up) return void response.writeHead(503).end();
  if (request.url === '/mf-manifest.json') return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
  if (request.url === '/server/remoteEntry.js') return void response.writeHead(200).end('module.exports = {}');
  response.writeHead(404).end();
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const config = () => ({ remotes: { catalog: `${origin}/mf-manifest.json` } }) as unknown as RuntimeConfig;
const tours = [{ remote: 'catalog' as const, module: 'ToursPage' }];

test("lists a part's own stylesheets and its lazy chunks', not another exposed module's, as absolute URLs", async () => {
  up = true;
  const entries = new ServerRemoteEntries(config());
  await entries.refreshAll();
  expect(await entries.stylesheetsOf(tours)).toEqual([
    `${origin}/__federation_expose_ToursPage.aa.css`,
    `${origin}/236.bb.css`,
    `${origin}/12.dd.css`,
  ]);
});

test('a remote not reached at start is asked again by the next page, which waits for its answer', async () => {
  up = false;
  const entries = new ServerRemoteEntries(config());
  await entries.refreshAll();
  expect(await entries.stylesheetsOf(tours)).toEqual([]);
  up = true;
  entries.current();
  expect(await entries.stylesheetsOf(tours, 2_000)).toHaveLength(3);
});
