const { createJestConfig } = require('@kemet/tooling/jest-preset');

module.exports = createJestConfig(__dirname);
