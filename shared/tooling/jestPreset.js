// The Jest settings every front-end package shares: TypeScript through SWC, jsdom, CSS Modules as class names.
const path = require('node:path');

/**
 * SWC strips the types and nothing more (`npm run typecheck` checks them); `.ts` files are parsed without JSX, so a
 * generic arrow function `<T>(…) =>` reads as TypeScript there.
 * @param {boolean} tsx
 */
const swc = (tsx) => [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

/** CI runs Jest beside the API tests and the production build on two cores: a test that takes 1 s alone can take 10. */
const TEST_TIMEOUT_MS = 30_000;

/** @param {string} packageDir @returns {import('jest').Config} */
function createJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.ts$': swc(false),
      '^.+\\.tsx$': swc(true),
      '^.+\\.geojson$': path.join(__dirname, 'jsonTransform.js'),
    },
    moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node', 'geojson'],
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(__dirname, 'styleStub.js'),
      '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'fileStub.js'),
    },
    setupFiles: [path.join(__dirname, 'jsdomGaps.js')],
    setupFilesAfterEnv: [path.join(__dirname, 'jestSetup.ts')],
    testTimeout: TEST_TIMEOUT_MS,
  };
}

module.exports = { createJestConfig, TEST_TIMEOUT_MS };
