import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The preview's server typesets every CV field on its main thread (src/templates/cv-view.ts):
// a field must not be able to hold it up.
describe('French typography on hostile text', () => {
  it('reads a pathological text in linear time: 16,000 characters of « a@ », a million letters', () => {
    // The former unanchored e-mail pattern was cubic (« a@ » x 4,000 took 82 s; it blocked the
    // preview's server for everyone) and the URL pattern quadratic. A synchronous loop cannot be
    // cut by the test's own timeout, so the text is typeset in a child process with a hard
    // deadline: the former patterns run for hours, the linear reading at once.
    const script = [
      `import { frenchTypography } from ${JSON.stringify(new URL('../../domain/cv/french-typography.ts', import.meta.url).pathname)};`,
      `const a = frenchTypography('a@'.repeat(8000)) === 'a@'.repeat(8000);`,
      `const b = frenchTypography('a'.repeat(1e6) + ' !') === 'a'.repeat(1e6) + '\\u202f!';`,
      `console.log(JSON.stringify([a, b]));`,
    ].join('\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect({ signal: run.signal, stdout: run.stdout.trim() }).toEqual({ signal: null, stdout: '[true,true]' });
  }, 90_000);
});
