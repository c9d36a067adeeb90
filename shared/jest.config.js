const { createJestConfig } = require('./build/jestPreset');

module.exports = createJestConfig(__dirname);
