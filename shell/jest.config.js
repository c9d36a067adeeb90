const { createJestConfig } = require('@kemet/tooling/jest-preset');

const base = createJestConfig(__dirname);
module.exports = {
  ...base,
  testTimeout: 15000,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
