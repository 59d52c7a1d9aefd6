// Part of `npm run build:server`: copies the data files the compiled server reads at run time
// (src/server/paths.ts) beside its code in dist/node/server, so that dist/ with the production
// node_modules is a complete deployment. Node built-ins only.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Paths under src/server, copied to the same place under dist/node/server. */
const SERVER_DATA_FILES = ['db/migrations', 'accounts/common-passwords.txt'];

for (const file of SERVER_DATA_FILES) {
  const from = path.join(root, 'src/server', file);
  const to = path.join(root, 'dist/node/server', file);
  // A migration deleted or renamed in src/ must not linger in dist/.
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
console.log(`Copied ${SERVER_DATA_FILES.join(', ')} into dist/node/server`);
