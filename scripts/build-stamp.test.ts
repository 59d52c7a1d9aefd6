import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason, writeStamp } from './build-stamp.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
let root: string;

function put(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** A checkout in miniature: sources, and what a build leaves in dist/. */
function checkoutWithBuildOutputs() {
  put('src/web/main.tsx', 'export const a = 1;\n');
  put('public/robots.txt', 'User-agent: *\n');
  put('package-lock.json', '{}\n');
  put('vite.config.ts', 'export default {};\n');
  put('dist/web/index.html', '<!doctype html>');
  put('dist/ssr/entry.js', '');
  put('dist/node/server/main.js', '');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  checkoutWithBuildOutputs();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build stamp (what `npm run build` built)', () => {
  it('asks for a build when none was recorded', () => {
    expect(staleReason(root)).toBe('no build recorded');
  });

  it('serves the recorded build while the inputs are unchanged, even when their mtimes move (a checkout)', () => {
    writeStamp(root);
    expect(staleReason(root)).toBeNull();
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, 'src/web/main.tsx'), later, later);
    expect(staleReason(root)).toBeNull();
  });

  it('rebuilds when a source, a public file, the lockfile or the build config changes, or a file is added', () => {
    for (const [file, content] of [
      ['src/web/main.tsx', 'export const a = 2;\n'],
      ['public/robots.txt', 'User-agent: x\n'],
      ['package-lock.json', '{"a":1}\n'],
      ['vite.config.ts', 'export default {a: 1};\n'],
      ['src/web/new-file.ts', ''],
    ] as const) {
      writeStamp(root);
      put(file, content);
      expect(staleReason(root)).toBe('the sources changed since the last build');
    }
  });

  it('rebuilds when an output is missing although the stamp matches', () => {
    writeStamp(root);
    rmSync(path.join(root, 'dist/node/server/main.js'));
    expect(staleReason(root)).toBe('dist/node/server/main.js is missing');
  });

  it('`npm run build` writes the stamp after building and removes a stale one before', () => {
    // The repository's own prebuild/postbuild around a build that only touches dist/.
    const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    put(
      'package.json',
      JSON.stringify({
        name: 'mini',
        private: true,
        scripts: { prebuild: scripts.prebuild, build: 'node -e "0"', postbuild: scripts.postbuild },
      }),
    );
    mkdirSync(path.join(root, 'scripts'), { recursive: true });
    copyFileSync(path.join(repoRoot, 'scripts/build-stamp.mjs'), path.join(root, 'scripts/build-stamp.mjs'));
    expect(staleReason(root)).toBe('no build recorded');

    const built = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' });
    expect(built.status).toBe(0);
    expect(staleReason(root)).toBeNull();

    // A failing build leaves no stamp of the previous one behind.
    put(
      'package.json',
      JSON.stringify({
        name: 'mini',
        private: true,
        scripts: { prebuild: scripts.prebuild, build: 'node -e "process.exit(1)"', postbuild: scripts.postbuild },
      }),
    );
    expect(spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, encoding: 'utf8' }).status).toBe(1);
    expect(staleReason(root)).toBe('no build recorded');
  });
});
