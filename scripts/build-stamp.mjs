// What `npm run build` built: a digest of every input of the build (sources, public files, the
// lockfile and the build's own configuration and scripts), written to dist/.build-stamp by the
// build itself (`postbuild`) and compared by scripts/ensure-ready.mjs, so that `npm start` right
// after `npm run build` serves that build instead of rebuilding it. Content, not modification
// times: a checkout or a copy changes every mtime without changing what would be built, and an
// edit saved within the same second as the build still changes the digest. `prebuild` removes
// the stamp, so a build that fails half way leaves none. Node built-ins only.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose every file is an input of the build. */
const INPUT_DIRS = ['src', 'public'];
/** Single files that change what the build produces. */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.json',
  'tsconfig.server.json',
  'scripts/copy-server-files.mjs',
  'scripts/move-sourcemaps.mjs',
  'scripts/precompress-assets.mjs',
];
/** What the build writes and `npm start` runs: a stamp without these is not a build. */
const OUTPUTS = ['dist/web/index.html', 'dist/ssr', 'dist/node/server/main.js'];

function stampPath(root = defaultRoot) {
  return path.join(root, 'dist', '.build-stamp');
}

function filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  const files = [];
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...filesUnder(root, relative));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/** sha256 over the sorted relative paths and contents of every input; missing files count as absent. */
function inputsDigest(root = defaultRoot) {
  const files = [...INPUT_DIRS.flatMap((dir) => filesUnder(root, dir)), ...INPUT_FILES.filter((f) => existsSync(path.join(root, f)))];
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

export function writeStamp(root = defaultRoot) {
  const digest = inputsDigest(root);
  writeFileSync(stampPath(root), `${JSON.stringify({ inputs: digest, builtAt: new Date().toISOString() })}\n`);
  return digest;
}

function removeStamp(root = defaultRoot) {
  rmSync(stampPath(root), { force: true });
}

/** Why a build is needed, or null when dist/ holds a complete build of exactly these inputs. */
export function staleReason(root = defaultRoot) {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(stampPath(root), 'utf8')).inputs;
  } catch {
    return 'no build recorded';
  }
  const missing = OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  if (recorded !== inputsDigest(root)) return 'the sources changed since the last build';
  return null;
}

const command = process.argv[2];
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (command === 'write') {
    writeStamp();
    console.log('Recorded the build in dist/.build-stamp');
  } else if (command === 'remove') {
    removeStamp();
  } else {
    console.error('usage: node scripts/build-stamp.mjs write|remove');
    process.exit(2);
  }
}
