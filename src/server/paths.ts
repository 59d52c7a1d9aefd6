import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package root, found from this file both when run from src/ (tsx, tests) and when
 * compiled into dist/node/server/.
 */
export const projectRoot = (() => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const marker = `${path.sep}dist${path.sep}node${path.sep}`;
  return here.includes(marker) ? here.slice(0, here.indexOf(marker)) : path.resolve(here, '../..');
})();

export const migrationsFolder = path.join(projectRoot, 'src', 'server', 'db', 'migrations');
export const webDistFolder = path.join(projectRoot, 'dist', 'web');
export const prerenderEntry = path.join(projectRoot, 'dist', 'ssr', 'prerender.js');
export const commonPasswordsFile = path.join(projectRoot, 'src', 'server', 'accounts', 'common-passwords.txt');
