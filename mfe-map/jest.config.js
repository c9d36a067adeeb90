const { createJestConfig } = require('@kemet/tooling/jest-preset');

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  // react-leaflet ships ES modules only: compile it (and its core) for Jest like our own code.
  transform: {
    ...base.transform,
    '/node_modules/(react-leaflet|@react-leaflet)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/testing/jsdomStubs.ts'],
};
