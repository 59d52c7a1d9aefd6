import { defineConfig, devices } from '@playwright/test';
import { chromiumForTests } from './e2e/support/chromium';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // Tests wait for states, never for a duration: these ceilings only bound how long a broken test hangs,
  // and are generous so that a loaded 2-core machine (load average 10-25) stays green (docs/testing.md).
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: 'test-results',
  use: {
    locale: 'fr-CH',
    timezoneId: 'Europe/Zurich',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumForTests(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1366, height: 900 } } }],
});
