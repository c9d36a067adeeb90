/** @jest-environment node */
import { defaultPort, runtimeConfigFromEnv } from './runtimeConfig';
import { serverEnv } from './serverEnv';

test('unset and empty variables take their defaults', () => {
  for (const env of [{}, { HOST: '', LOG_LEVEL: ' ', BODY_LIMIT_BYTES: '', KEMET_PORT_OFFSET: '' }]) {
    expect(serverEnv(env)).toEqual({
      KEMET_PORT_OFFSET: 0,
      HOST: 'localhost',
      LOG_LEVEL: 'warn',
      BODY_LIMIT_BYTES: 64 * 1024,
      SERVER_RENDERS_AT_ONCE: 16,
      REMOTES_REFRESH_MS: 10_000,
    });
  }
});

test('the port offset moves every app, and a remote URL from the environment replaces the local one', () => {
  expect(defaultPort('catalog', { KEMET_PORT_OFFSET: '14000' })).toBe(22081);
  const config = runtimeConfigFromEnv({ KEMET_PORT_OFFSET: '100', MAP_URL: 'https://map.kemet.example/' });
  expect(config.remotes.catalog).toBe('http://localhost:8181/mf-manifest.json');
  expect(config.remotes.map).toBe('https://map.kemet.example/mf-manifest.json');
});

test('REMOTES lists the remotes in order, each at its <NAME>_URL, so a new one needs no code', () => {
  const config = runtimeConfigFromEnv({
    REMOTES: 'catalog,map,partner,my-team',
    PARTNER_URL: 'https://partner.kemet.example',
    MY_TEAM_URL: 'http://localhost:8090/',
  });
  expect(config.remotes).toEqual({
    catalog: 'http://localhost:8081/mf-manifest.json',
    map: 'http://localhost:8082/mf-manifest.json',
    partner: 'https://partner.kemet.example/mf-manifest.json',
    'my-team': 'http://localhost:8090/mf-manifest.json',
  });
  expect(Object.keys(runtimeConfigFromEnv({}).remotes)).toEqual(['catalog', 'map', 'account', 'checkout']);
  expect(() => runtimeConfigFromEnv({ REMOTES: 'catalog,partner' })).toThrow('REMOTES lists partner: set PARTNER_URL');
  expect(() => runtimeConfigFromEnv({ REMOTES: 'catalog,,Partner' })).toThrow('REMOTES');
});

test('a bad value stops the start with the variable named', () => {
  expect(() => serverEnv({ BODY_LIMIT_BYTES: '64k' })).toThrow('env/BODY_LIMIT_BYTES must be integer');
  expect(() => serverEnv({ KEMET_PORT_OFFSET: '-5' })).toThrow('env/KEMET_PORT_OFFSET must be >= 0');
  expect(() => serverEnv({ BODY_LIMIT_BYTES: 'Infinity' })).toThrow('env/BODY_LIMIT_BYTES must be a finite number');
  expect(() => defaultPort('shell', { KEMET_PORT_OFFSET: 'ten' })).toThrow('KEMET_PORT_OFFSET');
  expect(() => serverEnv({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL');
});
