// Shared by `npm start` and `npm test`: installs dependencies when missing or outdated and
// rebuilds the app unless dist/ holds a build of exactly the current sources (the stamp that
// `npm run build` writes, scripts/build-stamp.mjs). Node built-ins only, since it runs before
// anything is installed.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './build-stamp.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${command} ${args.join(' ')} (${seconds} s)`);
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

export function ensureBuild({ force = false } = {}) {
  const reason = force ? 'a fresh build was asked for' : staleReason(root);
  if (!reason) {
    console.log('✓ dist/ holds a build of the current sources (dist/.build-stamp)');
    return;
  }
  console.log(`Building the application (${reason})...`);
  // `npm run build` writes dist/.build-stamp itself (postbuild).
  run('npm', ['run', 'build']);
}
