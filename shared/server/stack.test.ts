/** @jest-environment node */
import { APP_DIRS, appEnv, appsLeftIn, type AppName } from './stack';
import { parseTrustProxy } from './trustProxy';

const FRONT_ENDS = (Object.keys(APP_DIRS) as AppName[]).filter((app) => app !== 'api');

describe('the environment npm start gives each app', () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => {
    if (saved === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved;
  });

  test('the API trusts exactly the address the front-end servers proxy from, so per-IP limits count travellers', () => {
    expect(parseTrustProxy(appEnv('api').TRUST_PROXY)).toEqual(['127.0.0.1']);
  });

  test('the front-end servers trust no proxy, even when the shell that starts the stack has TRUST_PROXY set', () => {
    process.env.TRUST_PROXY = '10.0.0.0/8';
    for (const app of FRONT_ENDS) expect([app, parseTrustProxy(appEnv(app).TRUST_PROXY)]).toEqual([app, undefined]);
  });

  test('a newcomer finds the API docs: API_DOCS=true', () => {
    expect(appEnv('api').API_DOCS).toBe('true');
  });
});

describe('KEMET_LEAVE_OUT, so a dev runner can take an app’s port', () => {
  test('the stack runs every app but those named', () => {
    expect(appsLeftIn('catalog, map')).toEqual(['api', 'shell', 'account', 'checkout', 'partner']);
    expect(appsLeftIn(undefined)).toEqual(Object.keys(APP_DIRS));
  });

  test('a name that is no app stops the start, naming the apps', () => {
    expect(() => appsLeftIn('mfe-catalog')).toThrow(
      'KEMET_LEAVE_OUT names no app: mfe-catalog (apps: api, shell, catalog, map, account, checkout, partner)',
    );
  });
});
