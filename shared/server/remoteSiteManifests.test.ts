/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteManifest } from '@kemet/platform/federation/remoteManifest';
import { REFRESH_AFTER_MS, RemoteSiteManifests } from './remoteSiteManifests';

const manifest = (module: string): RemoteManifest => ({
  routes: [{ path: 'offers', module, label: { en: 'offers', ar: 'العروض' }, title: { en: 'Offers', ar: 'العروض' } }],
  homeSections: [],
  embeds: [],
  nav: [],
});

let served: unknown;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/remote-manifest.json' || served === null) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(typeof served === 'string' ? served : JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const moduleOf = (manifests: RemoteSiteManifests) => manifests.current().partner?.routes[0]?.module;

test("knows each remote's manifest from next to its mf-manifest.json, and a remote never seen as unknown (null)", async () => {
  served = manifest('OffersPage');
  const manifests = new RemoteSiteManifests(
    { partner: `${origin}/mf-manifest.json`, down: 'http://127.0.0.1:1/mf-manifest.json' },
    jest.fn(),
  );
  expect(manifests.current()).toEqual({ partner: null, down: null });
  await manifests.refreshAll();
  expect(moduleOf(manifests)).toBe('OffersPage');
  expect(manifests.current().down).toBeNull();
});

test('follows a redeployed remote, and keeps the last manifest known while the remote is down', async () => {
  let now = 1_000_000;
  served = manifest('OffersPage');
  const manifests = new RemoteSiteManifests({ partner: `${origin}/mf-manifest.json` }, jest.fn(), () => now);
  await manifests.refreshAll();
  served = manifest('NewOffersPage');
  now += REFRESH_AFTER_MS + 1;
  await manifests.refreshAll();
  expect(moduleOf(manifests)).toBe('NewOffersPage');
  served = null;
  now += REFRESH_AFTER_MS + 1;
  await manifests.refreshAll();
  expect(moduleOf(manifests)).toBe('NewOffersPage');
});

test('ignores a manifest that fails its check, with a log line naming the remote, and keeps what it knew', async () => {
  const log = jest.fn();
  let now = 1_000_000;
  served = manifest('OffersPage');
  const manifests = new RemoteSiteManifests({ partner: `${origin}/mf-manifest.json` }, log, () => now);
  await manifests.refreshAll();
  served = { routes: [{ path: 'offers' }], homeSections: [], embeds: [], nav: [] };
  now += REFRESH_AFTER_MS + 1;
  await manifests.refreshAll();
  expect(moduleOf(manifests)).toBe('OffersPage');
  expect(log).toHaveBeenCalledWith('partner', 'remote-manifest.json ignored: routes[0] is not a valid entry');
  served = '{ not json';
  now += REFRESH_AFTER_MS + 1;
  await manifests.refreshAll();
  expect(moduleOf(manifests)).toBe('OffersPage');
  expect(log).toHaveBeenLastCalledWith('partner', 'remote-manifest.json ignored: not a JSON object');
});
