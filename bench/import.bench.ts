// `npm run bench -- import`: the import read against real CVs nobody here made
// (bench/import-corpus: 53 PDFs and Word files in FR/DE/EN/IT, each with a truth file written by
// reading it). Prints, per format and per field, exact and lenient accuracy, the share of
// documents whose name, e-mail and phone are right, and the source lines that landed nowhere.
// `BENCH_VERBOSE=1` also prints each document's misses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headingKind } from '../src/domain/cv-import/text-cv';
import { IMPORT_BUDGETS } from '../src/server/cv-transfer/import-budget';
import { readCvFile, readSourceLines } from '../src/server/cv-transfer/read-cv-file';
import { CORPUS_DIR, corpusTruths, FIELDS, lostLines, scoreDocument, type DocumentScore, type Field } from '../src/server/cv-transfer/testing/corpus-score';
import { report } from './support';

const verbose = process.env.BENCH_VERBOSE === '1';
const only = process.env.BENCH_ONLY;
const scores: Array<DocumentScore & { format: string; lost: number; lines: number }> = [];
for (const truth of corpusTruths().filter((t) => !only || t.id.includes(only))) {
  const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, truth.file)));
  const { cv } = await readCvFile(bytes, IMPORT_BUDGETS.account);
  const source = (await readSourceLines(bytes, IMPORT_BUDGETS.account)).map((l) => l.text);
  const lost = lostLines(source, cv, (line) => headingKind(line) !== undefined);
  const score = scoreDocument(truth, cv);
  scores.push({ ...score, format: truth.format, lost: lost.length, lines: source.length });
  if (verbose) {
    console.error(`\n## ${truth.id} (${truth.producer})`);
    for (const miss of score.misses) console.error(`  ${miss}`);
    for (const line of lost) console.error(`  LOST: ${line}`);
  }
}

const pct = (a: number, b: number) => (b ? (100 * a) / b : 100);
const rows: string[] = ['| Format | Field | Fields | Exact | Lenient |', '| --- | --- | --- | --- | --- |'];
for (const format of ['pdf', 'docx', 'all']) {
  const docs = scores.filter((s) => format === 'all' || s.format === format);
  let total = 0;
  let exact = 0;
  let lenient = 0;
  for (const field of FIELDS as readonly Field[]) {
    const t = docs.reduce((n, d) => n + d.fields[field].total, 0);
    const e = docs.reduce((n, d) => n + d.fields[field].exact, 0);
    const l = docs.reduce((n, d) => n + d.fields[field].lenient, 0);
    total += t;
    exact += e;
    lenient += l;
    report('import', `${format}.${field}.exact`, pct(e, t), '%', { fields: t });
    report('import', `${format}.${field}.lenient`, pct(l, t), '%', { fields: t });
    rows.push(`| ${format} | ${field} | ${t} | ${pct(e, t).toFixed(1)} % | ${pct(l, t).toFixed(1)} % |`);
  }
  report('import', `${format}.fields.exact`, pct(exact, total), '%', { fields: total, documents: docs.length });
  report('import', `${format}.fields.lenient`, pct(lenient, total), '%', { fields: total, documents: docs.length });
  report('import', `${format}.contact-right`, pct(docs.filter((d) => d.contactRight).length, docs.length), '% of documents', { documents: docs.length });
  report(
    'import',
    `${format}.lines-lost`,
    docs.reduce((n, d) => n + d.lost, 0),
    'lines',
    { lines: docs.reduce((n, d) => n + d.lines, 0) },
  );
  rows.push(`| ${format} | **all fields** | ${total} | **${pct(exact, total).toFixed(1)} %** | **${pct(lenient, total).toFixed(1)} %** |`);
}
console.error(`\n${rows.join('\n')}\n`);
if (process.env.BENCH_DOCS === '1') {
  for (const s of scores) {
    const t = FIELDS.reduce((n, f) => n + s.fields[f].total, 0);
    const l = FIELDS.reduce((n, f) => n + s.fields[f].lenient, 0);
    const e = FIELDS.reduce((n, f) => n + s.fields[f].exact, 0);
    console.error(
      `${s.id.padEnd(28)} ${pct(e, t).toFixed(0).padStart(4)} % ${pct(l, t).toFixed(0).padStart(4)} %  (${t} fields, ${s.lost} lost)${s.contactRight ? '' : '  contact!'}`,
    );
  }
}
