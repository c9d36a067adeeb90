const { createJestConfig } = require('@kemet/tooling/jest-preset');

const base = createJestConfig(__dirname);
module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
