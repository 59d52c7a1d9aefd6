// Puts the non-breaking spaces of French typography into every French string of the sources
// that french-typography.test.ts checks: before « ! ? : ; » and inside « ». Mechanical: only the
// characters around those signs change, inside string literals, template parts and JSX text.
// The space is written visibly (the linter refuses invisible ones): \u00a0 in JavaScript strings,
// &nbsp; in JSX text and attributes.
// Run: npx tsx scripts/fix-french-typography.ts
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NBSP } from '../src/domain/french-typography';
import { frenchSourceFiles, frenchStringsIn, repoRoot } from './french-strings';

function fixFrenchTypography(raw: string, followsText: boolean, jsx: boolean): string {
  let out = (jsx ? raw.replace(/&nbsp;/g, NBSP) : raw.replace(/\\u00a0/giu, NBSP))
    .replace(/(?<=\S) (?=[!?:;](?:\s|$|["'’)<]))/gu, NBSP)
    .replace(/([\p{L}\d)»])([!?;](?=\s|$)|:(?=\s))/gu, `$1${NBSP}$2`)
    .replace(/« ?(?![\u00a0\u202f])/gu, `«${NBSP}`)
    .replace(/(?<![\u00a0\u202f]) ?»/gu, `${NBSP}»`);
  if (followsText && /^ [!?:;](\s|$)/u.test(out)) out = NBSP + out.slice(1);
  if (followsText && /^([!?;](\s|$)|:\s)/u.test(out)) out = NBSP + out;
  return out.replace(/\u00a0/g, jsx ? '&nbsp;' : '\\u00a0');
}

for (const file of frenchSourceFiles()) {
  const source = readFileSync(file, 'utf8');
  let next = source;
  // From the end, so that earlier offsets stay valid.
  for (const s of frenchStringsIn(file, source).reverse()) {
    const raw = next.slice(s.start, s.end);
    const fixed = fixFrenchTypography(raw, s.followsText, s.jsx);
    if (fixed !== raw) next = next.slice(0, s.start) + fixed + next.slice(s.end);
  }
  if (next !== source) {
    writeFileSync(file, next);
    console.log(`fixed ${path.relative(repoRoot, file)}`);
  }
}
