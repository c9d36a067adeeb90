/** @jest-environment node */
import path from 'node:path';
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
