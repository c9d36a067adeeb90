const { createJestConfig } = require('@kemet/tooling/jest-preset');

// The five packages in the folders below have their own jest configs; this leftover tests only its own src/.
module.exports = { ...createJestConfig(__dirname), roots: ['<rootDir>/src'] };
