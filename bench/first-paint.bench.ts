// What the editor's first paint loads, from the build's manifest: the entry chunk and every chunk
// the /editor route's module imports statically (what the browser must fetch and run before the
// form shows), each gzipped here at level 9 like the build report, and what stays for later
// (the chunks of the dynamic imports: the rich-text editor, the drag-and-drop kit).
// `npm run bench -- first-paint` builds if needed; BENCH_DIST=<dist> measures another build
// (for example a checkout of main, for a before/after).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureBuilt } from './production-server';
import { report } from './support';

const BENCH = 'first-paint';
const dist = process.env.BENCH_DIST ?? path.resolve(import.meta.dirname, '..', 'dist');
if (!process.env.BENCH_DIST) ensureBuilt();

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, 'web/.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzipKb = (key: string) => gzipSync(readFileSync(path.join(dist, 'web', manifest[key]!.file)), { level: 9 }).length / 1024;

function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
const editor = 'features/editor/editor-page.tsx';
const firstPaint = staticClosure([...entries, editor]);
const sized = [...firstPaint].map((key) => ({ key, file: manifest[key]!.file, kb: gzipKb(key) })).sort((a, b) => b.kb - a.kb);
const total = sized.reduce((sum, c) => sum + c.kb, 0);
console.error(`Editor first paint (${dist}):`);
for (const chunk of sized) console.error(`${chunk.kb.toFixed(1).padStart(7)} KB  ${chunk.file}`);
report(BENCH, 'editor_first_paint_js_gzip', total, 'KB', { files: sized.length, largest: sized.slice(0, 5).map((c) => `${c.file} ${c.kb.toFixed(1)}`) });

// The chunks the editor asks for on demand, and whether any of them is in the first paint anyway.
for (const [name, pattern] of [
  ['rich_text_editor', /rich-text-editor/],
  ['drag_and_drop_kit', /sortable-list-kit|sortable\.esm|@dnd-kit/],
] as const) {
  const keys = Object.keys(manifest).filter((key) => pattern.test(key) || pattern.test(manifest[key]!.file));
  const later = staticClosure(keys);
  const kb = [...later].filter((key) => !firstPaint.has(key)).reduce((sum, key) => sum + gzipKb(key), 0);
  report(BENCH, `${name}_js_gzip_loaded_on_demand`, kb, 'KB', { in_first_paint: keys.some((key) => firstPaint.has(key)) });
}
