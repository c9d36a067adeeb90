// Every package's jest tests in one run, one worker pool: `npm run test:jest` (each package's own config applies; the
// API's tests are node:test, e2e's Playwright).
module.exports = {
  projects: ['<rootDir>/shared/{contract,platform,server,tooling,ui}', '<rootDir>/shell', '<rootDir>/mfe-*'],
  // Jest reads the test timeout from the top-level config only, not a project's: the preset's value, for runs from here.
  testTimeout: require('@kemet/tooling/jest-preset').TEST_TIMEOUT_MS,
};
