/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PreloadManifest } from './preloadManifest';
import { REFRESH_AFTER_MS, RemoteManifests } from './remoteManifests';

const manifest = (sharedKey: string): PreloadManifest => ({
  startup: { js: [], css: [], shared: [] },
  shared: {},
  exposes: { EventsPage: { shared: [sharedKey] } },
});

let served: PreloadManifest | null;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url !== '/preload-manifest.json' || !served) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const usedByEventsPage = (manifests: RemoteManifests) =>
  manifests.current().catalog?.manifest.exposes.EventsPage?.shared[0];

test("knows each remote's preload manifest after the first refresh, next to its mf-manifest.json", async () => {
  served = manifest('formik');
  const manifests = new RemoteManifests({ catalog: `${origin}/mf-manifest.json` });
  expect(usedByEventsPage(manifests)).toBeUndefined();
  await manifests.refreshAll();
  expect(manifests.current().catalog?.manifestUrl).toBe(`${origin}/mf-manifest.json`);
  expect(usedByEventsPage(manifests)).toBe('formik');
});

test('follows a redeployed remote once its copy is stale, and drops a remote that stops answering', async () => {
  let now = 1_000_000;
  served = manifest('formik');
  const manifests = new RemoteManifests({ catalog: `${origin}/mf-manifest.json` }, () => now);
  await manifests.refreshAll();

  served = manifest('yup');
  expect(usedByEventsPage(manifests)).toBe('formik');
  now += REFRESH_AFTER_MS + 1;
  expect(usedByEventsPage(manifests)).toBe('formik');
  await manifests.refreshAll();
  expect(usedByEventsPage(manifests)).toBe('yup');

  served = null;
  now += REFRESH_AFTER_MS + 1;
  await manifests.refreshAll();
  expect(manifests.current().catalog).toBeUndefined();
});

test('a remote that was not up at the first refresh is asked again on the next page, without waiting for staleness', async () => {
  served = null;
  const manifests = new RemoteManifests({ catalog: `${origin}/mf-manifest.json` }, () => 1_000_000);
  await manifests.refreshAll();
  expect(manifests.current().catalog).toBeUndefined();

  served = manifest('formik');
  manifests.current();
  for (let tries = 0; tries < 100 && !usedByEventsPage(manifests); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(usedByEventsPage(manifests)).toBe('formik');
});

test('a remote that is not listening is simply unknown', async () => {
  const manifests = new RemoteManifests({ map: 'http://127.0.0.1:9/mf-manifest.json' });
  await manifests.refreshAll();
  expect(manifests.current().map).toBeUndefined();
});
