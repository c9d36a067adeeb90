// The Jest settings every front-end package shares: TypeScript through ts-jest, jsdom, CSS Modules as class names.
const path = require('node:path');

/** @param {string} packageDir @returns {import('jest').Config} */
function createJestConfig(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(packageDir, 'tsconfig.json') }],
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
  };
}

module.exports = { createJestConfig };
