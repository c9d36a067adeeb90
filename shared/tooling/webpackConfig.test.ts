/** @jest-environment node */
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { EntryPlugin, HotModuleReplacementPlugin } from 'webpack';
import { createWebpackConfig } from './webpackConfig';

const app = { name: 'shell', packageDir: path.resolve(__dirname, '../../shell'), title: 'Kemet' };

describe('source maps', () => {
  const saved = process.env.SOURCE_MAPS;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCE_MAPS;
    else process.env.SOURCE_MAPS = saved;
  });

  test('a production build writes none, so none can be served', () => {
    delete process.env.SOURCE_MAPS;
    expect(createWebpackConfig(app, {}, { mode: 'production' }).devtool).toBe(false);
  });

  test('SOURCE_MAPS=true asks for them', () => {
    process.env.SOURCE_MAPS = 'true';
    expect(createWebpackConfig(app, {}, { mode: 'production' }).devtool).toBe('source-map');
  });

  test('development builds keep their fast maps', () => {
    expect(createWebpackConfig(app, {}, { mode: 'development' }).devtool).toBe('eval-cheap-module-source-map');
  });
});

describe('the build of `npm run dev`', () => {
  const remote = {
    name: 'catalog',
    packageDir: path.resolve(__dirname, '../../mfe-catalog'),
    title: 'Catalog',
    exposes: { './EventsPage': './src/exposes/EventsPage.tsx' },
  };
  const devClients = (config: { plugins?: ReturnType<typeof createWebpackConfig>['plugins'] }) =>
    (config.plugins ?? []).filter(
      (plugin) => plugin instanceof EntryPlugin && plugin.entry.endsWith('devReloadClient.ts'),
    );

  test('every entry, the federation container included, carries the client that reloads the page on a new build', () => {
    const [plugin] = devClients(createWebpackConfig(remote, { dev: true }, { mode: 'development' })) as EntryPlugin[];
    // No name: a global entry, which webpack adds to every entry (remoteEntry.js too).
    expect(plugin?.options).toEqual({ name: undefined });
  });

  test('its source maps use no eval, which the servers’ CSP refuses', () => {
    expect(createWebpackConfig(remote, { dev: true }, { mode: 'development' }).devtool).toBe('cheap-module-source-map');
  });

  test('a production build carries no dev client, no hot module replacement and no React Refresh', () => {
    const plugins = createWebpackConfig(remote, {}, { mode: 'production' }).plugins ?? [];
    expect(devClients({ plugins })).toEqual([]);
    expect(
      plugins.filter((plugin) => plugin instanceof HotModuleReplacementPlugin || plugin instanceof ReactRefreshPlugin),
    ).toEqual([]);
  });

  test('a dev build swaps saved modules in place, React components through React Refresh', () => {
    const plugins = createWebpackConfig(remote, { dev: true }, { mode: 'development' }).plugins ?? [];
    expect(plugins.some((plugin) => plugin instanceof HotModuleReplacementPlugin)).toBe(true);
    expect(plugins.some((plugin) => plugin instanceof ReactRefreshPlugin)).toBe(true);
  });
});
