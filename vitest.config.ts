import { defineConfig } from 'vitest/config';

// Tests that launch Chromium: seconds each on a loaded machine, so they run in the integration project
// (its browser-starting hooks get 60 s), not in the unit project nor in `npm run check`.
const chromiumTests = ['src/templates/pdf-output.test.ts', 'src/templates/pdf-text.test.ts', 'src/templates/contrast.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/templates/**/*.test.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...chromiumTests],
          environment: 'node',
          setupFiles: ['src/testing/fail-on-console-error.ts'],
          // A ceiling for a hung test, not a speed budget: at load 10 on two cores a test that takes
          // 1 s when quiet takes 5 (the typography scan timed out at vitest's 5 s default).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', ...chromiumTests],
          environment: 'node',
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts', 'src/server/testing/log-secrets-check.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
