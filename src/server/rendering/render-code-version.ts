import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGINATION } from './paginate.js';

/**
 * Bumped by hand when the way files are made changes outside the code hashed below (Chromium's
 * print settings, the image format): every cached PDF and image is then made again.
 */
const RENDER_FORMAT = 'pdf-a4-tagged+image-page1-jpeg-400/v1';

/** The code a CV's PDF and image come from: the templates and the domain rules they read. */
const SOURCE_DIRS = ['../../templates', '../../domain'];

let version: string | undefined;

/**
 * A digest of everything, besides the saved CV, that its rendered files depend on: the source
 * of the templates and domain rules (as compiled or as written, whichever runs), the pagination
 * settings and the format. Computed once per process, on first use; a deployment with changed
 * templates gets new keys, so no cached file outlives the code that made it.
 */
export function renderCodeVersion(): string {
  if (version) return version;
  const hash = createHash('sha256').update(RENDER_FORMAT).update(JSON.stringify(PAGINATION));
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const dir of SOURCE_DIRS) {
    const root = path.resolve(here, dir);
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|ts|tsx|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.map'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  version = hash.digest('base64url').slice(0, 22);
  return version;
}
