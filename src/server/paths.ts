import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This file's folder: src/server when run from source (tsx, tests), dist/node/server when compiled. */
const serverFolder = path.dirname(fileURLToPath(import.meta.url));

/**
 * The package root, found from this file both when run from src/ (tsx, tests) and when
 * compiled into dist/node/server/.
 */
export const projectRoot = (() => {
  const marker = `${path.sep}dist${path.sep}node${path.sep}`;
  return serverFolder.includes(marker) ? serverFolder.slice(0, serverFolder.indexOf(marker)) : path.resolve(serverFolder, '../..');
})();

// Data files the server reads at run time sit beside its code: under src/server from source,
// under dist/node/server once built (scripts/copy-server-files.mjs copies them), so that a
// deployment needs dist/ and the production node_modules only.
export const migrationsFolder = path.join(serverFolder, 'db', 'migrations');
export const commonPasswordsFile = path.join(serverFolder, 'accounts', 'common-passwords.txt');
export const webDistFolder = path.join(projectRoot, 'dist', 'web');
export const prerenderEntry = path.join(projectRoot, 'dist', 'ssr', 'prerender.js');
