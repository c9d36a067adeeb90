const { createJestConfig } = require('@kemet/tooling/jest-preset');

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  // The listing editor's map: react-leaflet ships ES modules only, compiled for Jest like our own code; jsdom gets
  // what Leaflet needs to draw (src/testing/leafletStubs.ts).
  transform: {
    ...base.transform,
    '/node_modules/(react-leaflet|@react-leaflet)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(react-leaflet|@react-leaflet)/)'],
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/src/testing/leafletStubs.ts'],
};
