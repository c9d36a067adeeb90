const { createJestConfig } = require('@kemet/tooling/jest-preset');

// Generous timeout: user-event typing is slow on a busy CI machine.
module.exports = { ...createJestConfig(__dirname), testTimeout: 20000 };
