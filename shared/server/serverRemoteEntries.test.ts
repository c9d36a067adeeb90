/** @jest-environment node */
// The server's URL for each remote's server container: versioned by the entry's content while the remote answers,
// plain once it stops answering (so the server drops its old copy and the part renders in the browser).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { integrityOf, pinnedServerEntries, refusedEntryOf, ServerRemoteEntries } from './serverRemoteEntries';
import type { RuntimeConfig } from './runtimeConfig';

let entry: string | null;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/server/remoteEntry.js' && entry !== null) return void res.writeHead(200).end(entry);
    if (req.url === '/mf-manifest.json' && entry !== null)
      return void res.writeHead(200).end(JSON.stringify({ exposes: [] }));
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const configOf = (): RuntimeConfig =>
  ({
    remotes: { catalog: `${origin}/mf-manifest.json`, map: `${origin}/mf-manifest.json` },
  }) as unknown as RuntimeConfig;

test('versions a remote by its entry while it answers, and gives its plain URL once it stops answering', async () => {
  entry = 'module.exports = 1';
  const entries = new ServerRemoteEntries(configOf());
  await entries.refreshAll();
  const first = entries.current().remotes.map;
  expect(first).toMatch(new RegExp(`^${origin}/server/remoteEntry\\.js\\?v=[0-9a-f]{12}$`));

  entry = 'module.exports = 2';
  await entries.refreshAll();
  const redeployed = entries.current().remotes.map;
  expect(redeployed).toMatch(/\?v=[0-9a-f]{12}$/);
  expect(redeployed).not.toBe(first);

  entry = null;
  await entries.refreshAll();
  expect(entries.current().remotes.map).toBe(`${origin}/server/remoteEntry.js`);

  entry = 'module.exports = 2';
  await entries.refreshAll();
  expect(entries.current().remotes.map).toBe(redeployed);
});

test('a pinned entry runs only once its content matched the pin; one that does not is refused, with a log line', async () => {
  entry = 'module.exports = "reviewed build"';
  const config = configOf();
  const pins = pinnedServerEntries(config, { MAP_SERVER_INTEGRITY: integrityOf(entry) });
  expect(pins).toEqual({ map: integrityOf(entry) });
  const log = { error: jest.fn() };
  const entries = new ServerRemoteEntries(config, Date.now, pins, log);
  expect(entries.current().remotes.map).toBe(refusedEntryOf('map'));
  await entries.refreshAll();
  expect(entries.current().remotes.map).toMatch(new RegExp(`^${origin}/server/remoteEntry\\.js\\?v=`));
  expect(entries.current().remotes.catalog).toMatch(new RegExp(`^${origin}/`));

  entry = 'module.exports = "tampered"';
  await entries.refreshAll();
  expect(entries.current().remotes.map).toBe(refusedEntryOf('map'));
  expect(entries.current().remotes.catalog).toMatch(new RegExp(`^${origin}/server/remoteEntry\\.js\\?v=`));
  expect(log.error).toHaveBeenCalledWith(
    expect.objectContaining({ remote: 'map', pinned: pins.map, received: integrityOf(entry) }),
    expect.stringMatching(/integrity/),
  );
});

test('a refused entry points nowhere: its load fails at once', async () => {
  await expect(fetch(refusedEntryOf('map'))).rejects.toThrow();
});
