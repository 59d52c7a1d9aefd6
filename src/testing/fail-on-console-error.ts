import { afterEach, beforeEach, vi } from 'vitest';

// STYLE.md: console.error during a test is a failure unless the test expects it
// (a test that expects it replaces the spy with its own).
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  const logged = errors;
  vi.mocked(console.error).mockRestore?.();
  if (logged.length > 0) {
    throw new Error(`console.error was called during the test:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
