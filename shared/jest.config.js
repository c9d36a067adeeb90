const { createJestConfig } = require('./build/jestPreset');

const base = createJestConfig(__dirname);
// shared/contract is its own workspace with its own tests.
module.exports = { ...base, testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/contract/'] };
