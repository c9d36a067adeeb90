const path = require('node:path');
const { createJestConfig } = require('@kemet/shared/jest-preset');

const base = createJestConfig(__dirname);
// jsdom lacks TextEncoder, which react-router needs: src/testing/jsdomGaps.ts fills it.
// Generous timeout: user-event typing is slow on a busy CI machine.
module.exports = { ...base, testTimeout: 20000, setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'src/testing/jsdomGaps.ts')] };
