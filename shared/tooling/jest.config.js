const { createJestConfig } = require('./jestPreset');

module.exports = createJestConfig(__dirname);
