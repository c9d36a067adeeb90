import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, prefetchRemoteModule, resetRemote } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./runtimeConfig', () => ({
  loadRuntimeConfig: () =>
    Promise.resolve({
      remotes: {
        catalog: 'http://catalog.test/mf-manifest.json',
        map: 'http://map.test/mf-manifest.json',
        checkout: 'http://checkout.test/mf-manifest.json',
      },
      tiles: { url: '', attribution: '' },
    }),
}));
const load = jest.mocked(loadRemote);
const register = jest.mocked(registerRemotes);

// Each remote's mf-manifest.json names its entry; the map's is in a folder of its own.
const manifests: Record<string, { metaData: { remoteEntry: { path: string; name: string } } }> = {
  'http://catalog.test/mf-manifest.json': { metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } },
  'http://map.test/mf-manifest.json': { metaData: { remoteEntry: { path: 'static', name: 'remoteEntry.js' } } },
  'http://checkout.test/mf-manifest.json': { metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } } },
};
const answer = (status: number, body?: unknown) => ({ ok: status < 400, status, json: () => Promise.resolve(body) });
const fetchMock = jest.fn((url: string) => Promise.resolve(manifests[url] ? answer(200, manifests[url]) : answer(404)));

beforeEach(() => {
  load.mockReset();
  register.mockReset();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('a remote is registered, when first wanted, with the entry its manifest names', async () => {
  load.mockResolvedValue({ default: 'Legend' });
  await loadRemoteModule('map', 'Legend');
  expect(fetchMock).toHaveBeenCalledWith('http://map.test/mf-manifest.json');
  expect(register).toHaveBeenCalledWith([{ name: 'map', entry: 'http://map.test/static/remoteEntry.js' }], {
    force: false,
  });
  expect(register).toHaveBeenCalledTimes(1);
});

test('a part started at boot is loaded once: its component later gets the same module', async () => {
  const module = { default: 'EventsPage' };
  load.mockResolvedValue(module);
  prefetchRemoteModule('catalog', 'EventsPage');
  await expect(loadRemoteModule('catalog', 'EventsPage')).resolves.toBe(module);
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('catalog/EventsPage');
});

test('a failed load is reported to whoever asks, once, until Retry resets the remote', async () => {
  load.mockRejectedValueOnce(new Error('Failed to get manifest')).mockResolvedValueOnce({ default: 'EventsMap' });
  prefetchRemoteModule('map', 'EventsMap');
  await expect(loadRemoteModule('map', 'EventsMap')).rejects.toThrow('Failed to get manifest');
  await expect(loadRemoteModule('map', 'EventsMap')).rejects.toThrow('Failed to get manifest');
  expect(load).toHaveBeenCalledTimes(1);

  await resetRemote('map');
  await expect(loadRemoteModule('map', 'EventsMap')).resolves.toEqual({ default: 'EventsMap' });
  expect(load).toHaveBeenCalledTimes(2);
  // Its manifest was read again, and the remote registered anew in place of the one that failed.
  expect(register).toHaveBeenLastCalledWith([{ name: 'map', entry: 'http://map.test/static/remoteEntry.js' }], {
    force: true,
  });
});

test('a remote that never answers fails after the timeout instead of loading forever', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  await expect(loadRemoteModule('catalog', 'ToursPage', 50)).rejects.toThrow(
    'catalog/ToursPage did not load within 50 ms',
  );
});

test('a manifest that cannot be read fails the load, and the next load reads it again', async () => {
  fetchMock.mockResolvedValueOnce(answer(503));
  await expect(loadRemoteModule('checkout', 'PaymentPage')).rejects.toThrow(
    'http://checkout.test/mf-manifest.json answered 503',
  );
  expect(register).not.toHaveBeenCalled();
  await resetRemote('checkout');
  load.mockResolvedValue({ default: 'PaymentPage' });
  await expect(loadRemoteModule('checkout', 'PaymentPage')).resolves.toEqual({ default: 'PaymentPage' });
  expect(register).toHaveBeenCalledWith([{ name: 'checkout', entry: 'http://checkout.test/remoteEntry.js' }], {
    force: false,
  });
});
