import { afterAll } from 'vitest';
import { secretsInTestLog, testLogFile } from './test-log.js';

// Setup file of the integration tests: the logs written by this test file's apps hold no secret.
afterAll(() => {
  const found = secretsInTestLog();
  if (found.length) throw new Error(`the logs of this test file hold ${found.join(', ')}: see ${testLogFile}`);
});
