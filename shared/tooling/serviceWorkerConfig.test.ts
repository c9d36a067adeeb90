/** @jest-environment node */
import path from 'node:path';
import { createServiceWorkerConfig } from './serviceWorkerConfig';

const packageDir = path.resolve(__dirname, '../../shell');

describe('createServiceWorkerConfig', () => {
  const config = createServiceWorkerConfig(
    { packageDir, entry: './src/serviceWorker/sw.ts', after: 'shell', filename: 'sw.js' },
    { mode: 'production' },
  );

  test('writes exactly dist/sw.js, unhashed, so the page can register it by name at the site root', () => {
    expect(config.output).toMatchObject({ path: path.join(packageDir, 'dist'), filename: 'sw.js', clean: false });
  });

  test('builds for a worker, after the app whose clean step would otherwise remove it', () => {
    expect(config.target).toBe('webworker');
    expect(config.dependencies).toEqual(['shell']);
  });
});
