/** @jest-environment node */
import type { StatsCompilation } from 'webpack';
import { preloadManifestOf } from './preloadManifestPlugin';

// A remote's build in miniature: its entry consumes react; it provides react and formik (whose chunks consume react);
// its exposed SignInPage loads a chunk that consumes formik (not a direct import of the exposed file).
const consume = (key: string) => ({
  moduleType: 'consume-shared-module',
  name: `consume shared module (default) ${key}@^1.0.0 (singleton)`,
});
// Only the fields the plugin reads (webpack's types mark the others required).
const stats = {
  entrypoints: { main: { chunks: ['main'] } },
  chunks: [
    {
      id: 'main',
      files: ['main.js', 'main.css'],
      origins: [{ request: './src/index.ts' }],
      modules: [consume('react'), { name: './src/index.ts' }],
    },
    {
      id: 1,
      files: ['1.aa.js'],
      origins: [{ moduleName: 'provide shared module (default) react@19.3.1 = ./node_modules/react/index.js' }],
    },
    {
      id: 2,
      files: ['2.bb.js', '2.bb.css'],
      origins: [{ moduleName: 'provide shared module (default) formik@2.4.9 = ./node_modules/formik/index.js' }],
    },
    {
      id: 3,
      files: ['3.cc.js'],
      origins: [{ moduleName: 'provide shared module (default) formik@2.4.9 = ./node_modules/formik/index.js' }],
      modules: [consume('react')],
    },
    // The same formik chunk reached through a consume fallback is not what the provider loads.
    { id: 4, files: ['4.dd.js'], origins: [{ moduleName: 'consume shared module (default) formik@^2.4.9 (strict)' }] },
    {
      id: 5,
      files: ['__federation_expose_SignInPage.ee.js'],
      origins: [{ moduleName: 'container entry', request: './src/exposes/SignInPage.tsx' }],
    },
    {
      id: 6,
      files: ['6.ff.js'],
      origins: [{ moduleName: 'container entry', request: './src/exposes/SignInPage.tsx' }],
      modules: [consume('formik')],
    },
  ],
} as unknown as StatsCompilation;
const mfStats = {
  shared: [{ name: 'react' }, { name: 'formik' }],
  exposes: [{ name: 'SignInPage', file: 'src/exposes/SignInPage.tsx' }],
};

test('the entry, each provided shared module and each exposed module, with their files and the shared modules they use', () => {
  expect(preloadManifestOf(stats, mfStats, 'main')).toEqual({
    startup: { js: ['main.js'], css: ['main.css'], shared: ['react'] },
    shared: {
      react: { js: ['1.aa.js'], css: [], shared: [] },
      formik: { js: ['2.bb.js', '3.cc.js'], css: ['2.bb.css'], shared: ['react'] },
    },
    exposes: { SignInPage: { shared: ['formik'] } },
  });
});
