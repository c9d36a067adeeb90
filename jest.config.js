// Every package's jest tests in one run, one worker pool: `npm run test:jest` (each package's own config applies; the
// API's tests are node:test, e2e's Playwright).
module.exports = {
  projects: ['<rootDir>/shared/{contract,platform,server,tooling,ui}', '<rootDir>/shell', '<rootDir>/mfe-*'],
};
