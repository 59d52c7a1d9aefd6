// Shared by `npm start` and `npm test`: installs dependencies when missing or outdated and
// rebuilds the app when a source file is newer than the last build. Node built-ins only,
// since it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
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
  const stamp = path.join(root, 'dist', '.build-stamp');
  const inputs = Math.max(
    newestIn(path.join(root, 'src')),
    newestIn(path.join(root, 'public')),
    ...['package-lock.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.server.json'].map((f) =>
      mtime(path.join(root, f)),
    ),
  );
  if (!force && mtime(stamp) > inputs) return;
  console.log('Building the application...');
  run('npm', ['run', 'build']);
  writeFileSync(stamp, new Date().toISOString());
}
