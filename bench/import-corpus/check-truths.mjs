#!/usr/bin/env node
// Validates every truth file of the CV import corpus and prints the corpus mix.
// Plain Node, no dependencies: `node bench/import-corpus/check-truths.mjs`.
// With --write-sources it also rewrites SOURCES.md from the truth files (one row per document).
// Exits 1 (after listing every problem) when a truth file breaks the format in README.md.
import { readdirSync, readFileSync, statSync, existsSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const MAX_FILE = 1024 * 1024; // 1 MB a document
const MAX_TOTAL = 20 * 1024 * 1024; // 20 MB the whole corpus
const ID = /^(fr|de|it|en)-[a-z0-9]+(-[a-z0-9]+)*-\d{2}$/;
const DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/;
const FAMILIES = ['latex', 'word', 'gdocs', 'libreoffice', 'canva', 'indesign', 'europass', 'builder', 'pages', 'other', 'docx', 'scan'];
const KEYS = ['id', 'file', 'format', 'source', 'producer', 'language', 'columns', 'name', 'email', 'phone', 'title', 'experiences', 'education', 'skills', 'languages'];
const OPTIONAL = ['scanned'];

// The producer family shown in the mix: from the producer string (pdfinfo Creator/Producer or
// DOCX docProps/app.xml); Europass, online builders, Google Docs printed from the browser and scans
// are named by the id instead (their PDF metadata names only the browser or the office suite).
const PRODUCERS = [
  [/latex|tex\b|pdftex|xetex|luatex|xdvipdfmx|dvipdfm/i, 'LaTeX'],
  [/typst/i, 'Typst'],
  [/google docs/i, 'Google Docs'],
  [/canva/i, 'Canva'],
  [/indesign/i, 'InDesign'],
  [/illustrator/i, 'Illustrator'],
  [/libreoffice|openoffice|writer/i, 'LibreOffice'],
  [/powerpoint/i, 'PowerPoint'],
  [/onlyoffice/i, 'ONLYOFFICE'],
  [/microsoft|word/i, 'Word'],
  [/^pages|keynote/i, 'Apple Pages'],
  [/chrom|skia|wkhtmltopdf|headless|mozilla|firefox|prince|weasyprint/i, 'browser/HTML'],
];
const BY_ID = { europass: 'Europass', builder: 'HTML/online builder', gdocs: 'Google Docs', scan: 'scan' };
const producerFamily = (p) => (PRODUCERS.find(([re]) => re.test(p)) ?? [null, 'other'])[1];

const problems = [];
const fail = (id, msg) => problems.push(`${id}: ${msg}`);
const isStr = (v) => typeof v === 'string' && v.trim() !== '' && v === v.trim();
const strOrNull = (v) => v === null || isStr(v);

function checkDates(id, where, e) {
  for (const k of ['start', 'end']) {
    const v = e[k];
    if (v === null) continue;
    if (typeof v !== 'string') fail(id, `${where}.${k} must be a string or null`);
    else if (k === 'end' && v === 'present') continue;
    else if (!DATE.test(v)) fail(id, `${where}.${k} "${v}" is not YYYY, YYYY-MM${k === 'end' ? ' or "present"' : ''}`);
  }
}

function checkEntries(id, list, kind, a, b) {
  if (!Array.isArray(list)) return fail(id, `${kind} must be an array`);
  list.forEach((e, i) => {
    const where = `${kind}[${i}]`;
    const keys = Object.keys(e ?? {}).sort().join(',');
    const want = [a, b, 'end', 'start'].sort().join(',');
    if (keys !== want) return fail(id, `${where} keys are ${keys}, want ${want}`);
    if (!strOrNull(e[a]) || !strOrNull(e[b])) fail(id, `${where}.${a}/${b} must be trimmed strings or null`);
    if (e[a] === null && e[b] === null) fail(id, `${where} has neither ${a} nor ${b}`);
    checkDates(id, where, e);
  });
}

const truthDir = join(root, 'truth');
const filesDir = join(root, 'files');
const seen = new Map();
const used = new Set();
const rows = [];
let total = 0;

for (const name of readdirSync(truthDir).filter((n) => n.endsWith('.json')).sort()) {
  let t;
  try {
    t = JSON.parse(readFileSync(join(truthDir, name), 'utf8'));
  } catch (err) {
    fail(name, `not JSON: ${err.message}`);
    continue;
  }
  const id = t.id ?? name;
  for (const k of KEYS) if (!(k in t)) fail(id, `missing key ${k}`);
  for (const k of Object.keys(t)) if (!KEYS.includes(k) && !OPTIONAL.includes(k)) fail(id, `unknown key ${k}`);
  if (!ID.test(t.id ?? '')) fail(id, 'id must be <lang>-<family>[-<detail>]-<NN> in kebab-case');
  if (`${t.id}.json` !== name) fail(id, `file name ${name} does not match the id`);
  if (seen.has(t.id)) fail(id, `duplicate id (also ${seen.get(t.id)})`);
  seen.set(t.id, name);
  if (!['pdf', 'docx'].includes(t.format)) fail(id, `format "${t.format}" must be pdf or docx`);
  if (t.file !== `files/${t.id}.${t.format}`) fail(id, `file must be files/${t.id}.${t.format}`);
  const path = join(root, t.file ?? '');
  if (!t.file || !existsSync(path)) fail(id, `file ${t.file} does not exist`);
  else {
    const size = statSync(path).size;
    total += size;
    used.add(t.file.replace(/^files\//, ''));
    if (size > MAX_FILE) fail(id, `file is ${size} bytes, over ${MAX_FILE}`);
    const head = readFileSync(path).subarray(0, 5).toString('latin1');
    if (t.format === 'pdf' && head !== '%PDF-') fail(id, 'file does not start with %PDF-');
    if (t.format === 'docx' && !head.startsWith('PK')) fail(id, 'file is not a ZIP (DOCX)');
  }
  const s = t.source ?? {};
  if (!/^[A-Za-z0-9][\w.-]*\/[\w.-]+$/.test(s.repo ?? '')) fail(id, 'source.repo must be owner/name');
  if (!isStr(s.path)) fail(id, 'source.path missing');
  if (!/^[0-9a-f]{40}$/.test(s.commit ?? '')) fail(id, 'source.commit must be 40 hex digits');
  if (!isStr(s.licence)) fail(id, 'source.licence missing ("none stated" when the repository has none)');
  if (!isStr(t.producer)) fail(id, 'producer missing');
  if (!['fr', 'de', 'it', 'en'].includes(t.language)) fail(id, `language "${t.language}" must be fr, de, it or en`);
  if (t.language !== t.id?.slice(0, 2)) fail(id, 'the id must start with the language');
  if (![1, 2].includes(t.columns)) fail(id, 'columns must be 1 or 2');
  if ('scanned' in t && t.scanned !== true) fail(id, 'scanned, when present, must be true');
  const n = t.name ?? {};
  if (Object.keys(n).sort().join(',') !== 'first,last' || !strOrNull(n.first) || !strOrNull(n.last)) fail(id, 'name must be {first, last} strings');
  if (!t.scanned && (!isStr(n.first) || !isStr(n.last))) fail(id, 'name.first and name.last are required');
  if (t.email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(t.email ?? '')) fail(id, `email "${t.email}" is not an address or null`);
  if (!strOrNull(t.phone) || (t.phone && !/\d{2}/.test(t.phone))) fail(id, `phone "${t.phone}" must be null or a printed number`);
  if (!strOrNull(t.title)) fail(id, 'title must be a string or null');
  checkEntries(id, t.experiences, 'experiences', 'title', 'employer');
  checkEntries(id, t.education, 'education', 'degree', 'school');
  for (const k of ['skills', 'languages']) {
    if (!Array.isArray(t[k]) || !t[k].every(isStr)) fail(id, `${k} must be an array of trimmed strings`);
    else if (new Set(t[k].map((x) => x.toLowerCase())).size !== t[k].length) fail(id, `${k} has duplicates`);
  }
  if (Array.isArray(t.skills) && t.skills.length > 40) fail(id, `skills has ${t.skills.length} entries (at most 40)`);
  const idFamily = t.id?.split('-')[1];
  if (!FAMILIES.includes(idFamily)) fail(id, `"${idFamily}" (second part of the id) must be one of ${FAMILIES.join(', ')}`);
  const family = BY_ID[idFamily] ?? producerFamily(t.producer ?? '');
  rows.push({ id: t.id, format: t.format, language: t.language, family, columns: t.columns, scanned: !!t.scanned, t });
}

for (const f of existsSync(filesDir) ? readdirSync(filesDir) : []) {
  if (!used.has(f)) problems.push(`files/${f}: no truth file refers to it`);
}
if (total > MAX_TOTAL) problems.push(`corpus is ${total} bytes, over ${MAX_TOTAL}`);

const count = (key) => {
  const m = new Map();
  for (const r of rows) m.set(r[key], (m.get(r[key]) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
};
console.log(`documents: ${rows.length} (${(total / 1024 / 1024).toFixed(2)} MB)`);
console.log(`format:    ${count('format')}`);
console.log(`language:  ${count('language')}`);
console.log(`producer:  ${count('family')}`);
console.log(`columns:   ${count('columns')}`);
const scans = rows.filter((r) => r.scanned).length;
if (scans) console.log(`scanned:   ${scans}`);
if (process.argv.includes('--write-sources')) {
  const cell = (v) => String(v ?? '').replace(/\|/g, '\\|');
  const lines = [
    '# Sources of the CV import corpus',
    '',
    'One row per document: where it was published, at which commit, under which licence, what made it,',
    'its main language and its layout. Generated from `truth/*.json` by',
    '`node bench/import-corpus/check-truths.mjs --write-sources`; edit the truth files, not this table.',
    '',
    '| id | file | repo | path | commit | licence | producer | language | columns |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(({ t }) => `| ${[t.id, t.file, t.source.repo, t.source.path, t.source.commit, t.source.licence, t.producer, t.language, t.columns].map(cell).join(' | ')} |`),
    '',
  ];
  writeFileSync(join(root, 'SOURCES.md'), lines.join('\n'));
  console.log(`SOURCES.md written (${rows.length} rows)`);
}
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log('all truth files are valid');
