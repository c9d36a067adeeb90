const { createJestConfig } = require('@kemet/shared/jest-preset');

module.exports = createJestConfig(__dirname);
