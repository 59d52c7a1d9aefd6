// Part of `npm run build:web`: the web bundle's source maps (built 'hidden': no sourceMappingURL
// comment) are moved from dist/web, which the server publishes, to dist/sourcemaps, which it
// does not, so that /assets/*.js.map answers 404 in production. Node built-ins only.
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'dist/web');
const maps = path.join(root, 'dist/sourcemaps');

rmSync(maps, { recursive: true, force: true });
let moved = 0;
for (const entry of readdirSync(web, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
  const from = path.join(entry.parentPath, entry.name);
  const to = path.join(maps, path.relative(web, from));
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
  moved += 1;
}
console.log(`Moved ${moved} source maps from dist/web to dist/sourcemaps`);
