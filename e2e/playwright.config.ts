// Playwright for Kemet's composed site: Debian's Chromium, the stack started by support/globalSetup.ts.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './support/chromium';
import { BASE_URL, E2E_OFFSET } from './support/ports';

const CI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  // 2-core machine: two browsers at most. Specs that stop servers use their own stacks and run serially inside their
  // file.
  workers: 2,
  fullyParallel: false,
  forbidOnly: CI,
  // On CI a failed test runs once more and, passing then, is reported as flaky in the list: a flaky test is a bug to
  // fix, but on two shared cores it must not keep everything else from landing. A test that fails twice fails the run.
  retries: CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Per offset, so two runs on different offsets in one tree never delete each other's artifacts.
  outputDir: `./test-results/offset-${E2E_OFFSET}`,
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM ?? CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
    viewport: { width: 1280, height: 900 },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // Tracing every test costs a lot on two cores: E2E_TRACE=1 keeps traces of failures.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
});
