const path = require('node:path');
const { createJestConfig } = require('@kemet/tooling/jest-preset');

const base = createJestConfig(__dirname);
// jsdom lacks <dialog>.showModal: src/testing/jsdomGaps.ts fills it.
module.exports = {
  ...base,
  setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'src/testing/jsdomGaps.ts')],
};
