import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteModule, prefetchRemoteModule, resetRemote } from './remoteLoader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./runtimeConfig', () => ({
  loadRuntimeConfig: () =>
    Promise.resolve({
      remotes: { catalog: 'http://catalog.test/mf-manifest.json', map: 'http://map.test/mf-manifest.json' },
      tiles: { url: '', attribution: '' },
    }),
}));
const load = jest.mocked(loadRemote);

beforeEach(() => {
  load.mockReset();
  jest.mocked(registerRemotes).mockReset();
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
});

test('a remote that never answers fails after the timeout instead of loading forever', async () => {
  load.mockReturnValue(new Promise(() => undefined));
  await expect(loadRemoteModule('catalog', 'ToursPage', 50)).rejects.toThrow('catalog/ToursPage did not load within 50 ms');
});
