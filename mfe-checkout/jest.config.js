const path = require('node:path');
const { createJestConfig } = require('@kemet/tooling/jest-preset');

const base = createJestConfig(__dirname);
// jsdom lacks <dialog>.showModal: src/test/jsdomGaps.ts fills it.
module.exports = { ...base, setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'src/test/jsdomGaps.ts')] };
