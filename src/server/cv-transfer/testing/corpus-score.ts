import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CvDocument } from '../../../domain/cv/cv-schema.js';
import { labelled } from '../../../domain/cv-import/contacts.js';
import { isGridWord } from '../../../domain/cv-import/lists.js';

/**
 * The real-CV corpus (bench/import-corpus) and how an import is scored against its truth files:
 * per field, exact (the same text, case and spacing aside) and lenient (the same words, accents
 * and punctuation aside, or one containing the other). Shared by `npm run bench -- import` and
 * the CI floor test.
 */
export const CORPUS_DIR = path.resolve(import.meta.dirname, '../../../../bench/import-corpus');

interface TruthEntry {
  start: string | null;
  end: string | null;
}
export interface Truth {
  id: string;
  file: string;
  format: 'pdf' | 'docx';
  language: 'fr' | 'de' | 'it' | 'en';
  columns: number;
  producer: string;
  name: { first: string; last: string };
  email: string | null;
  phone: string | null;
  title: string | null;
  experiences: Array<TruthEntry & { title: string | null; employer: string | null }>;
  education: Array<TruthEntry & { degree: string | null; school: string | null }>;
  skills: string[];
  languages: string[];
  scanned?: boolean;
}

export function corpusTruths(): Truth[] {
  return readdirSync(path.join(CORPUS_DIR, 'truth'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(CORPUS_DIR, 'truth', f), 'utf8')) as Truth)
    .filter((t) => !t.scanned);
}

export const FIELDS = ['name', 'email', 'phone', 'jobTitle', 'employer', 'dates', 'school', 'degree', 'skill', 'language'] as const;
export type Field = (typeof FIELDS)[number];

export interface FieldScore {
  total: number;
  exact: number;
  lenient: number;
}

export interface DocumentScore {
  id: string;
  fields: Record<Field, FieldScore>;
  /** Name, e-mail and phone all right (lenient), as the document has them. */
  contactRight: boolean;
  misses: string[];
}

const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .replace(/[’ʼ`´]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('de');
const fold = (s: string | null | undefined) =>
  norm(s)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const words = (s: string) => new Set(fold(s).split(' ').filter(Boolean));

export function exactMatch(found: string | null | undefined, truth: string): boolean {
  return norm(found) === norm(truth);
}

export function lenientMatch(found: string | null | undefined, truth: string): boolean {
  const a = fold(found);
  const b = fold(truth);
  if (!a || !b) return a === b;
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.includes(short) && short.length >= Math.max(3, long.length * 0.5)) return true;
  const wa = words(a);
  const wb = words(b);
  const common = [...wa].filter((w) => wb.has(w)).length;
  return common / Math.max(wa.size, wb.size) >= 0.7;
}

/** A date as the truth writes it: YYYY-MM, YYYY or present; ours: MM/YYYY, YYYY, '' (present for an end). */
function canonicalDate(ours: string, isEnd: boolean, hasStart: boolean): string | null {
  const text = ours.trim();
  if (!text) return isEnd && hasStart ? 'present' : null;
  const my = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (my) return `${my[2]}-${my[1]!.padStart(2, '0')}`;
  const year = /^(\d{4})$/.exec(text);
  if (year) return year[1]!;
  return text;
}
const sameYear = (a: string | null, b: string | null) => (a ?? '').slice(0, 4) === (b ?? '').slice(0, 4);

function emptyScores(): Record<Field, FieldScore> {
  return Object.fromEntries(FIELDS.map((f) => [f, { total: 0, exact: 0, lenient: 0 }])) as Record<Field, FieldScore>;
}

interface Entry {
  a: string;
  b: string;
  start: string;
  end: string;
}

/** Each truth entry paired with the found entry most like it (each found entry used once). */
function pair<T extends TruthEntry>(truth: T[], found: Entry[], key: (t: T) => [string, string]): Array<[T, Entry | undefined]> {
  const used = new Set<number>();
  const candidates: Array<{ t: number; f: number; score: number }> = [];
  truth.forEach((t, ti) => {
    const [ta, tb] = key(t);
    found.forEach((f, fi) => {
      let score = 0;
      if (ta && lenientMatch(f.a, ta)) score += 2;
      if (tb && lenientMatch(f.b, tb)) score += 2;
      if (ta && lenientMatch(f.b, ta)) score += 0.5;
      if (tb && lenientMatch(f.a, tb)) score += 0.5;
      if (t.start && sameYear(canonicalDate(f.start, false, true), t.start)) score += 1;
      if (t.end && sameYear(canonicalDate(f.end, true, !!f.start), t.end)) score += 0.5;
      // Order breaks ties: CVs list entries in the same order they are read.
      score -= Math.abs(ti - fi) * 0.01;
      if (score > 0.5) candidates.push({ t: ti, f: fi, score });
    });
  });
  const result = new Map<number, Entry>();
  for (const c of candidates.sort((x, y) => y.score - x.score)) {
    if (result.has(c.t) || used.has(c.f)) continue;
    result.set(c.t, found[c.f]!);
    used.add(c.f);
  }
  return truth.map((t, i) => [t, result.get(i)]);
}

/** The whole text of a CV, to check whether a line of the source landed somewhere. */
export function cvText(cv: CvDocument): string {
  const parts: string[] = [cv.title, ...Object.values(cv.personal_info).filter((v): v is string => typeof v === 'string' && !v.startsWith('data:'))];
  parts.push(cv.summary.content, cv.miscellaneous.content);
  for (const e of cv.professional_experiences) parts.push(e.title, e.company, e.location, e.startDate, e.endDate, e.description);
  for (const e of cv.education) parts.push(e.institution, e.degree, e.city, e.startDate, e.endDate, e.description);
  for (const s of [...cv.skills, ...cv.languages]) parts.push(s.name);
  for (const a of cv.accreditations) parts.push(a.name, a.organization, a.date, a.description);
  for (const r of cv.references) parts.push(...Object.values(r).filter((v): v is string => typeof v === 'string'));
  for (const c of cv.custom_fields) parts.push(c.title, c.content);
  parts.push(...Object.values(cv.section_titles));
  return parts.join('\n');
}

export function scoreDocument(truth: Truth, cv: CvDocument): DocumentScore {
  const fields = emptyScores();
  const misses: string[] = [];
  const count = (field: Field, found: string | null | undefined, expected: string | null | undefined, exact = exactMatch, lenient = lenientMatch) => {
    if (expected === null || expected === undefined || expected === '') return;
    const s = fields[field];
    s.total += 1;
    const e = exact(found, expected);
    const l = e || lenient(found, expected);
    if (e) s.exact += 1;
    if (l) s.lenient += 1;
    if (!e) misses.push(`${field}${l ? ' (lenient ok)' : ''}: « ${found ?? ''} » ≠ « ${expected} »`);
  };
  const p = cv.personal_info;
  const fullName = `${truth.name.first} ${truth.name.last}`;
  count(
    'name',
    `${p.firstName} ${p.lastName}`,
    fullName,
    (f, t) => exactMatch(f, t),
    (f, t) => words(f ?? '').size > 0 && [...words(t)].every((w) => words(f ?? '').has(w)),
  );
  count('email', p.email, truth.email);
  const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');
  count(
    'phone',
    p.phone,
    truth.phone,
    (f, t) => digits(f) === digits(t) && digits(t).length > 0,
    (f, t) => digits(t).length >= 8 && digits(f).slice(-8) === digits(t).slice(-8),
  );
  const dateExact = (f: string | null | undefined, t: string) => f === t;
  const dateLenient = (f: string | null | undefined, t: string) => sameYear(f ?? '', t);

  const jobs = cv.professional_experiences.map((e) => ({ a: e.title, b: e.company, start: e.startDate, end: e.endDate }));
  for (const [t, f] of pair(truth.experiences, jobs, (t) => [t.title ?? '', t.employer ?? ''])) {
    count('jobTitle', f?.a, t.title);
    count('employer', f?.b, t.employer);
    count('dates', f ? canonicalDate(f.start, false, true) : undefined, t.start, dateExact, dateLenient);
    count('dates', f ? canonicalDate(f.end, true, !!f.start) : undefined, t.end, dateExact, dateLenient);
  }
  const schools = cv.education.map((e) => ({ a: e.degree, b: e.institution, start: e.startDate, end: e.endDate }));
  for (const [t, f] of pair(truth.education, schools, (t) => [t.degree ?? '', t.school ?? ''])) {
    count('degree', f?.a, t.degree);
    count('school', f?.b, t.school);
    count('dates', f ? canonicalDate(f.start, false, true) : undefined, t.start, dateExact, dateLenient);
    count('dates', f ? canonicalDate(f.end, true, !!f.start) : undefined, t.end, dateExact, dateLenient);
  }
  const skillNames = cv.skills.map((s) => s.name);
  for (const skill of truth.skills) {
    count(
      'skill',
      skillNames.find((s) => exactMatch(s, skill)) ?? skillNames.find((s) => lenientMatch(s, skill)) ?? skillNames.find((s) => fold(s).includes(fold(skill))),
      skill,
      exactMatch,
      (f, t) => !!f && (lenientMatch(f, t) || fold(f).includes(fold(t))),
    );
  }
  const languageNames = cv.languages.map((l) => l.name);
  for (const language of truth.languages) {
    count(
      'language',
      languageNames.find((s) => exactMatch(s, language)) ??
        languageNames.find((s) => lenientMatch(s, language)) ??
        languageNames.find((s) => fold(s).includes(fold(language))),
      language,
      exactMatch,
      (f, t) => !!f && (lenientMatch(f, t) || fold(f).includes(fold(t))),
    );
  }
  const right = (field: Field) => fields[field].total === 0 || fields[field].lenient === fields[field].total;
  return { id: truth.id, fields, contactRight: right('name') && right('email') && right('phone'), misses };
}

/**
 * Source lines that did not land anywhere in the CV: a line counts as kept when most of its
 * words (dates and month names aside) are somewhere in the CV's text, the review section
 * included. Headings the reader recognised are not content.
 */
export function lostLines(sourceLines: string[], cv: CvDocument, isHeading: (line: string) => boolean): string[] {
  const bag = words(cvText(cv).replace(/<[^>]+>/g, ' '));
  const ignorable =
    /^(?:\d+|[abc][12]|curriculum|vitae|lebenslauf|cv|resume|geburtsdatum|geburtsort|familienstand|staatsangehorigkeit|nationalitat|nationalite|nationality|nazionalita|date|birth|naissance|nascita|tel|telephone|telefon|telefono|phone|mobile|mobil|handy|natel|cell|email|mail|courriel|adresse|address|anschrift|indirizzo|wohnort|linkedin|fuhrerschein|fuhrereschein|permis|conduire|klasse|patente|gender|sex|sexe|sesso|geschlecht|muttersprache|maternelle|natale|madre|lingua|livello|base|langue|langues|native|fluent|fliessend|courant|couramment|competent|competente|verhandlungssicher|fortgeschritten|grundkenntnisse|grundkenntnis|gute|sehr|kenntnisse|niveau|level|mother|tongue|tongues|other|language|languages|listening|reading|spoken|interaction|production|writing|notions|intermediaire|avance|debutant|madrelingua|ottimo|buono|elementare|advanced|intermediate|basic|beginner|proficient|excellent|good|bilingue|bilingual|s|janv?|fevr?|mars|avr|mai|juin|juil|aout|sept?|oct|nov|dec|jan|feb|mar|apr|may|jun|jul|aug|sep|okt|dez|gen|mag|giu|lug|ago|set|ott|dic|januar|februar|marz|juni|juli|oktober|dezember|janvier|fevrier|avril|juillet|septembre|octobre|novembre|decembre|january|february|march|april|june|july|august|september|october|november|december|gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|dicembre|heute|aujourd|hui|present|current|presente|oggi|today|now|jetzt|bis|seit|depuis|to|from|a|au|de|et|und|the|and|en|le|la|les|des|du|di|da|e)$/;
  return sourceLines.filter((line, i) => {
    // Headings the reader knows, and the boilerplate of Europass' language grid, are not content.
    if (isHeading(line) || line.split('\t').every((cell) => isGridWord(cell))) return false;
    // « Vorname: Bertani », « Nato il: 22/09/1990 »: the label is read, only its value is content.
    let content = labelled(line)?.value ?? line;
    // « Déploiement de logiciels : Gitlab, Github »: a category before a list names no content of its own.
    const category = /^([^:：]{2,40}?)\s*[:：]\s+(.+)$/u.exec(content);
    if (category && category[1]!.split(/\s+/).length <= 5) content = category[2]!;
    // « Sprachen⇥Deutsch⇥Muttersprache »: a heading in a label column, then content.
    const cells = content.split('\t');
    if (cells.length > 1 && isHeading(cells[0]!)) content = cells.slice(1).join('\t');
    // A word cut at the end of a line (« Statisti- » / « cal Methods ») is whole in the CV: its halves are not words.
    if (/\p{L}[-‐]$/u.test(sourceLines[i - 1] ?? '')) content = content.replace(/^\s*\S+/, '');
    content = content.replace(/\S+[-‐]$/u, '');
    const own = [...words(content)].filter((w) => !ignorable.test(w) && w.length > 1);
    if (!own.length) return false;
    const kept = own.filter((w) => bag.has(w)).length;
    return kept / own.length < 0.6;
  });
}
