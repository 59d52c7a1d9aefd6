import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Tests that launch Chromium: seconds each on a loaded machine, so they run in the integration project
// (its browser-starting hooks get 60 s), not in the unit project nor in `npm run check`.
const chromiumTests = ['src/templates/pdf-output.test.ts', 'src/templates/pdf-text.test.ts', 'src/templates/contrast.test.ts'];
// Server tests that mock a module (vi.mock): they need a module graph of their own, and need no database.
const mockingServerTests = ['src/server/accounts/access-tokens.test.ts'];

// Run a second time, in « remote-render », against a separately started render service; the service's
// own test runs there only.
const remoteRenderTests = [
  'src/server/rendering/render-service.test.ts',
  'src/server/cvs/download.test.ts',
  'src/server/cvs/cv-render-cache.test.ts',
  'src/server/letters/letter-render-cache.test.ts',
  'src/server/rendering/fair-gate.test.ts',
];
// Unit tests that mock a module (vi.mock) need a module graph of their own; found by reading the files,
// so that a new one cannot land in the shared graph by mistake.
const unitRoots = ['src/domain', 'src/templates', 'src/web', 'scripts'];
const mockingUnitTests = unitRoots.flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${root}/${file}`)
    .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
);

const unitProject = {
  include: ['src/domain/**/*.test.ts', 'src/templates/**/*.test.{ts,tsx}', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  environment: 'node' as const,
  setupFiles: ['src/testing/fail-on-console-error.ts'],
  // A ceiling for a hung test, not a speed budget: at load 10 on two cores a test that takes
  // 1 s when quiet takes 5 (the typography scan timed out at vitest's 5 s default).
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    // Prints the slowest beforeAll/afterAll of each project next to its ceiling (docs/testing.md).
    reporters: ['default', './scripts/hook-times-reporter.ts'],
    projects: [
      {
        test: {
          ...unitProject,
          name: 'unit',
          exclude: ['**/node_modules/**', ...chromiumTests, ...mockingUnitTests],
          // One module graph per worker: importing modules was most of the unit run when each file had
          // its own (39 s warm, against 13 s shared, measured on 97 files). Files that mock a module run
          // in « unit-mocks »; stubbed globals and env are undone after each test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        test: { ...unitProject, name: 'unit-mocks', include: [...mockingUnitTests, ...mockingServerTests] },
      },
      {
        test: {
          // The app's rendering through a render service started as a process of its own (issue 33):
          // every test app of these files gets its endpoint as BROWSER_WS_ENDPOINT (testConfig).
          name: 'remote-render',
          include: remoteRenderTests,
          environment: 'node',
          isolate: false,
          globalSetup: ['src/server/testing/global-setup.ts', 'src/server/testing/render-server-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts', 'src/server/testing/log-secrets-check.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', ...chromiumTests],
          exclude: ['**/node_modules/**', ...mockingServerTests, remoteRenderTests[0]!],
          environment: 'node',
          // One module graph per worker, not per file: loading the app's modules is the costly part of
          // a test app (9.4 s of 11 s at load 13, measured), and each file still builds its own app on
          // its own database (0.2-0.9 s). Setup files still run for every file.
          isolate: false,
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/testing/fail-on-console-error.ts', 'src/server/testing/log-secrets-check.ts'],
          testTimeout: 30_000,
          // Over 4 x the slowest ordinary setup measured at load 12-25 (5.5 s); the hooks that start
          // processes or make scans set their own ceilings (docs/testing.md, « Setup under load »).
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
