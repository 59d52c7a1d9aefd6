// Part of `npm run build:web`: writes a Brotli (quality 11) and a gzip (level 9) copy beside
// each text file the server publishes from dist/web (scripts, stylesheets, SVG), so that
// @fastify/static answers them already compressed (`preCompressed`), as small as they get,
// without compressing them again on every request (src/server/http/web-app.ts). A copy that
// would not be smaller is not written. Node built-ins only.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist/web');
const TEXT = /\.(js|css|svg)$/;
/** Below the server's on-the-fly threshold (app.ts) compression is not worth a header. */
const MIN_BYTES = 1024;

let written = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(web, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  if (path.relative(web, file).startsWith('.vite')) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  written += 1;
  before += content.length;
  after += Math.min(br.length, content.length);
}
console.log(`Precompressed ${written} files in dist/web: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB in Brotli`);
