import { CV_LANGUAGES, type CvLanguage } from '../cv/cv-language.js';
import {
  EMAIL as EMAIL_ANYWHERE,
  findAddress,
  findEmail,
  findLinkedIn,
  findPhone,
  hasUrl,
  isStreet,
  labelled,
  nameLike,
  splitName,
  type PersonalField,
} from './contacts.js';
import { findDate, findDateRange, singleDate } from './dates.js';
import { isPlace, readEntries, type EntryLine } from './entries.js';
import { EXTRA_SECTION_TITLES, fold, headingKind, headingLanguage, headingText, WEAK, type SectionKind } from './headings.js';
import { emptyDraft, type DraftNamedLevel, type ImportDraft } from './import-draft.js';
import { guessLanguage } from './language-guess.js';
import { isGridWord, languageLevel, languagesListed, readLanguageLine, readSkillLine, toolsInProse } from './lists.js';
import type { SourceLine } from './source-lines.js';
import { hasCompanyForm, hasDegreeWord, hasJobWord, hasSchoolWord, isLanguageName } from './vocabulary.js';

export { headingKind } from './headings.js';

/**
 * A CV read from the lines of a PDF or a Word document (pdf-layout.ts, docx-document.ts): the
 * headings first (known ones in four languages, then any line set like them), the name and
 * contact details wherever they stand, then each section by its kind: entries anchored on their
 * dates (entries.ts), lists of skills and languages (lists.ts), prose. Every line that lands in
 * no field goes to the review section: nothing is dropped.
 */

interface Line extends EntryLine {
  cells: string[];
  styled?: boolean;
  aside?: boolean;
  column?: 'side' | 'main';
  page?: number;
  x?: number;
  /** Larger than the body text by this ratio (1 = body). */
  ratio: number;
}

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const BULLET = /^\s*(?:[•●▪■◦‣∙·*►▸▹➢➤✓✔✗❖◆◇→»⋆★☆○◉❯>]|[-–—](?=\s))\s*/u;

/** « Curriculum Vitae », « Lebenslauf » alone: the document's title, not content. */
const DOCUMENT_TITLE_ALONE = /^(?:lebenslauf|curriculum vitae|curriculum|cv|résumé|resume|tabellarischer lebenslauf)$/i;
/** Lines that look like a name and are not one: boilerplate of CV forms. */
const NOT_A_NAME =
  /\b(?:vitae|curriculum|lebenslauf|resume|job applied for|position|poste|bewerbung|candidature|personal|persoenlich|personlich|page|seite|pagina)\b|^(?:sex|sexe|gender|genre|geschlecht|sesso|nationality|nationalite|nationalitat|nazionalita)\s/;
const DOCUMENT_TITLE =
  /^(?:lebenslauf|curriculum vitae|curriculum(?!\s+vitae)|cv|résumé|resume|tabellarischer lebenslauf)(?:\s+(?:von|de|of|di))?\s*[-–—:|]?\s+(.+)$/iu;

const capsOnly = (text: string) => /\p{L}/u.test(text) && text === text.toLocaleUpperCase('fr') && /\p{Lu}{3,}/u.test(text);

function prepare(source: ReadonlyArray<string | SourceLine>): Line[] {
  const lines: Line[] = [];
  for (const raw of source) {
    const line: SourceLine = typeof raw === 'string' ? { text: raw } : raw;
    let text = line.text
      .replace(ZERO_WIDTH, '')
      .replace(/\u00A0/g, ' ')
      .replace(/[^\S\t]+/g, ' ')
      // « Anna Meier ■ Rue X ■ anna@… », « Java | SQL »: separators between cells.
      .replace(/(?<=\S) (?:[■|•●◆◇▪♦]|\|\|) (?=\S)/gu, '\t')
      .replace(/ ?\t ?/g, '\t')
      .replace(/^\t+|\t+$/g, '')
      .trim();
    const previous = lines.at(-1);
    // « Evaluation indicative⁵ : »: the colon that a footnote mark pushed onto a line of its own.
    if (previous && /^[:：]$/u.test(text) && !previous.text.endsWith(':')) {
      previous.text += ' :';
      previous.cells = previous.text.split('\t');
      continue;
    }
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    // A footnote mark or a superscript set on its own line: it belongs to the line before. A
    // footnote number (« indicative⁵ ») refers to a note, it is not part of the word.
    if (previous && line.size !== undefined && line.size < 0.75 && text.length <= 3) {
      if (/^\d{1,2}$/.test(text) && /\p{L}$/u.test(previous.text)) continue;
      previous.text += text;
      previous.cells = previous.text.split('\t');
      continue;
    }
    // The rest of a line the page wrapped (same look, starting in lower case): one line again.
    if (
      previous &&
      /^\p{Ll}/u.test(text) &&
      !/@|https?:|www\.|\.(?:com|ch|de|fr|it|io|org|net)\b/i.test(text) &&
      !previous.text.includes('@') &&
      (previous.text.length >= 20 || /\s(?:de|du|des|et|en|à|und|der|die|das|von|für|di|e|per|of|and|the|to|in)$/i.test(previous.text)) &&
      !text.includes('\t') &&
      !/[.!?:;]$/.test(previous.text) &&
      !line.bullet &&
      (previous.emphasis ?? '') === (line.emphasis ?? '') &&
      Math.abs(previous.ratio - (line.size ?? 1)) < 0.05 &&
      previous.column === line.column &&
      !findDateRange(text.slice(0, 40))
    ) {
      // Joined to the last cell (« FORMATION⇥Bachelor … en économie » + « d’entreprise »).
      const last = previous.cells.at(-1) ?? '';
      previous.cells[previous.cells.length ? previous.cells.length - 1 : 0] =
        last.endsWith('-') && !/\s-$/.test(last) ? last.slice(0, -1) + text : `${last} ${text}`;
      previous.text = previous.cells.join('\t');
      continue;
    }
    // « Regensburg, » / « Deutschland »: a place wrapped after its comma.
    if (
      previous &&
      /,$/.test(previous.text) &&
      previous.text.length <= 40 &&
      !previous.text.includes('\t') &&
      !text.includes('\t') &&
      !line.bullet &&
      isPlace(`${previous.text} ${text}`)
    ) {
      previous.text = `${previous.text} ${text}`;
      previous.cells = [previous.text];
      continue;
    }
    let bullet = !!line.bullet;
    const mark = BULLET.exec(text);
    if (mark && mark[0].length < text.length) {
      bullet = true;
      text = text.slice(mark[0].length);
    }
    lines.push({
      text,
      cells: text
        .split('\t')
        .map((c) => c.trim())
        .filter(Boolean),
      ...(line.emphasis ? { emphasis: line.emphasis } : {}),
      ...(line.size !== undefined ? { size: line.size } : {}),
      ratio: line.size ?? 1,
      ...(bullet ? { bullet } : {}),
      ...(line.gapBefore ? { gapBefore: true } : {}),
      ...(line.styled ? { styled: true } : {}),
      ...(line.aside ? { aside: true } : {}),
      ...(line.column ? { column: line.column } : {}),
      ...(line.page !== undefined ? { page: line.page } : {}),
      ...(line.x !== undefined ? { x: line.x } : {}),
    });
  }
  for (const line of lines) {
    // « Name: » and its value in the next cell: one « Label : value » cell.
    for (let c = 0; c + 1 < line.cells.length; c++) {
      const label = labelled(line.cells[c]!);
      if (label && !label.value && line.cells[c]!.length <= 40) {
        line.cells.splice(c, 2, `${line.cells[c]!.replace(/\s*[:：]$/, '')}: ${line.cells[c + 1]}`);
      }
    }
    line.text = line.cells.join('\t');
  }
  // An e-mail address wrapped in a narrow column (« …@gmail.co » / « m »).
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    if (/@[\p{L}\p{N}.-]*$/u.test(line.text) && /^[\p{Ll}\p{N}.-][\p{Ll}\p{N}.-]{0,30}$/u.test(next.text) && !line.text.includes('\t')) {
      line.text += next.text;
      line.cells = [line.text];
      next.text = '';
      next.cells = [];
    } else if (/^[\p{L}\p{N}._%+-]{1,40}$/u.test(line.text) && /^@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+$/u.test(next.text)) {
      // « schmidiger.kevin » / « @hotmail.com »: the address cut before its « @ ».
      line.text += next.text;
      line.cells = [line.text];
      next.text = '';
      next.cells = [];
    }
  }
  return mendRanges(lines.filter((l) => l.text));
}

const PRESENT_WORD = /^(?:présent|present|presente|aujourd['’]hui|heute|oggi|today|now|actuel|attuale|aktuell)\b/i;

/** The date a line starts with (« Giugno 2025 CTO… », « Presente Full Stack… »), and the rest. */
function leadingDate(text: string): { date: string; rest: string } | undefined {
  const present = PRESENT_WORD.exec(text);
  if (present) return { date: '', rest: text.slice(present[0].length).trim() };
  const found = findDate(text);
  return found && found.index === 0 && /^\s*(?:\t|\s\p{Lu}|$)/u.test(text.slice(found.length)) ? { date: found.date, rest: found.rest } : undefined;
}

/**
 * A range broken over two lines (« 04.01.2016 – » / « 08.01.2016 »), or printed newest first in
 * a date column (« Giugno 2025 CTO… » / « Gennaio 2024 Co-fondatore… »): one range on the first line.
 */
function mendRanges(lines: Line[]): Line[] {
  for (let i = 0; i + 1 < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]!;
    const first = line.cells[0] ?? '';
    const nextFirst = next.cells[0] ?? '';
    if (!findDateRange(line.text) && !findDateRange(next.text)) {
      const end = leadingDate(line.text);
      const start = end && leadingDate(next.text);
      // The start's line goes on with the entry's description (« Gennaio 2024 ⇥ Co-fondatore di una
      // startup… »); a short head of its own (« 2009 ⇥ CFEE ») is the next entry, not a start.
      const describes = !!start && (!start.rest || start.rest.length > 60 || /[.;:]$/.test(start.rest) || /^\p{Ll}/u.test(start.rest));
      if (
        end &&
        start &&
        start.date &&
        describes &&
        (end.date === '' || start.date <= end.date || /^\d{4}$/.test(start.date)) &&
        (line.x === next.x || (line.cells.length > 1 && next.cells.length > 1))
      ) {
        line.text = `${start.date} – ${end.date || 'aujourd’hui'}\t${end.rest}`.replace(/\t$/, '');
        line.cells = line.text.split('\t');
        next.text = start.rest;
        next.cells = next.text.split('\t').filter(Boolean);
        continue;
      }
    }
    if (!/[-–—‑]\s*$/.test(first) || !singleDate(first.replace(/\s*[-–—‑]\s*$/, '')) || findDateRange(first)) continue;
    const joined = `${first} ${nextFirst}`;
    if (!findDateRange(joined)) continue;
    line.cells = [joined, ...line.cells.slice(1)];
    line.text = line.cells.join('\t');
    next.cells = next.cells.slice(1);
    next.text = next.cells.join('\t');
  }
  return lines.filter((l) => l.text.trim());
}

const setApart = (line: Line, cell: string) =>
  /[_=~]{5,}\s*$/.test(cell) ||
  line.emphasis === 'heading' ||
  !!line.styled ||
  line.ratio >= 1.1 ||
  capsOnly(cell) ||
  /[:：]\s*$/.test(cell) ||
  (!!line.gapBefore && cell.split(/\s+/).length <= 3);

/**
 * The kind a line heads, and the content beside it on the same line (« PROFIL\tDirecteur… »).
 * A heading that is also an ordinary word (« Formation », « Software ») counts when the line is
 * set apart (bold, larger, capitals, a colon), or when the document has no styles at all and
 * the line holds the word alone, or when no heading of that kind came before.
 */
function headingOf(
  line: Line,
  context: { styled: boolean; seen: Set<SectionKind>; current?: SectionKind },
): { kind: SectionKind; title: string; rest: string } | undefined {
  if (line.bullet) return undefined;
  const [first = '', ...others] = line.cells;
  // Inside a job, « Aufgabengebiet: », « Technologien: », « Réalisations : » label its parts.
  const inEntries = context.current === 'experience' || context.current === 'education' || context.current === 'accreditations';
  const subLabel = inEntries && line.ratio < 1.1 && !capsOnly(first) && /[:：]\s*$/.test(first);
  const kind = subLabel ? undefined : headingKind(first);
  if (kind && !(others.length && findDateRange(first))) {
    const weak = WEAK.has(fold(headingText(first)));
    const alone = others.length === 0 && headingText(first).length >= first.length - 2;
    // « Praktikum » in bold inside the experience section is a job's title, not a new section.
    const insideItsOwn = weak && context.current === kind && !capsOnly(first) && line.ratio < 1.1;
    // « Sprachen⇥Deutsch (Muttersprache) »: a label column, the heading alone in its cell.
    const labelColumn = others.length > 0 && headingText(first) === first.trim().replace(/[:：]$/, '');
    // « VOLONTARIATO⇥Nov. 2012 - PRESENT » set smaller than the text: a title beside its dates, not a heading.
    const entryHead = others.length > 0 && line.ratio < 1 && line.emphasis !== 'heading' && !!findDateRange(others.join(' '));
    if (!insideItsOwn && !entryHead && (!weak || labelColumn || setApart(line, first) || (alone && (!context.styled || !context.seen.has(kind)))))
      return { kind, title: headingText(first), rest: others.join('\t') };
  }
  // « PERSONAL INFORMATION Stefano Sabatini »: a heading in capitals, then content on the same line.
  const words = first.split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const prefix = words.slice(0, n).join(' ');
    const rest = words.slice(n).join(' ');
    const prefixKind = capsOnly(prefix) && /^[\p{Lu}\d]/u.test(rest) && !capsOnly(rest) ? headingKind(prefix) : undefined;
    if (prefixKind && !WEAK.has(fold(headingText(prefix)))) return { kind: prefixKind, title: headingText(prefix), rest: [rest, ...others].join('\t') };
  }
  // « Sprachen : Deutsch, Englisch », « SKILLS: Python, SQL »
  const colon = /^([^:：]{3,40}?)\s*[:：]\s*(.+)$/u.exec(first);
  // Inside a job or a degree, « Compétences acquises : … » is part of it, not a new section.
  if (colon && others.length === 0 && (!inEntries || capsOnly(colon[1]!) || line.emphasis === 'heading')) {
    const inline = headingKind(colon[1]!);
    if (inline && !WEAK.has(fold(headingText(colon[1]!))) && labelled(first) === undefined)
      return { kind: inline, title: headingText(colon[1]!), rest: colon[2]! };
    if (inline && labelled(first) === undefined && (capsOnly(colon[1]!) || line.emphasis))
      return { kind: inline, title: headingText(colon[1]!), rest: colon[2]! };
  }
  return undefined;
}

/** Lines set like the known headings (same size, weight and case): headings the dictionary lacks. */
function styledHeadings(lines: Line[], known: Set<number>): Set<number> {
  const signature = (l: Line) => `${Math.round(l.ratio * 20)}|${l.emphasis ?? ''}|${capsOnly(l.text) ? 'caps' : ''}|${l.column ?? ''}`;
  const signatures = new Map<string, number>();
  for (const i of known) {
    const line = lines[i]!;
    if (!(line.emphasis === 'heading' || capsOnly(line.cells[0] ?? '') || line.ratio >= 1.1)) continue;
    signatures.set(signature(line), (signatures.get(signature(line)) ?? 0) + 1);
  }
  const found = new Set<number>();
  if (!signatures.size) return found;
  // Before the first heading the dictionary knows stand the name, the headline and contacts.
  const first = Math.min(...known);
  const uses = new Map<string, number>();
  for (const line of lines) uses.set(signature(line), (uses.get(signature(line)) ?? 0) + 1);
  lines.forEach((line, i) => {
    if (known.has(i) || line.bullet || line.cells.length > 1 || i < first) return;
    const sig = signature(line);
    const headings = signatures.get(sig);
    if (!headings || (uses.get(sig) ?? 0) > headings * 2.5 + 2) return;
    const text = headingText(line.text);
    if (text.length < 3 || text.length > 45 || text.split(/\s+/).length > 5 || /[\d@]|[.,;]$/.test(text) || findDateRange(text)) return;
    found.add(i);
  });
  return found;
}

interface Section {
  kind: SectionKind | 'header' | 'custom';
  title: string;
  lines: Line[];
  /** The left edge of its heading (PDF): which column the section is in. */
  x?: number;
}

/** The person's name: a « Nom : » label, else the most prominent name-like line near the top. */
/** A postcode and town, a date, or a town and date (a letter's place and date): never a skill. */
const NOT_A_SKILL = /^(?:\d{4,5}\s+\p{Lu}[\p{L}.' -]+|\d{1,2}[./]\d{1,2}[./]\d{2,4}|\p{Lu}[\p{L}' -]+,\s*(?:den\s+|le\s+)?\d{1,2}[./]\d{1,2}[./]\d{2,4})$/u;

function findName(lines: Line[], headingAt: Set<number>, authors: readonly string[]): { firstName: string; lastName: string; used: number[] } | undefined {
  const labels: Partial<Record<'firstName' | 'lastName' | 'fullName', { value: string; at: number }>> = {};
  lines.forEach((line, i) => {
    for (const cell of line.cells) {
      const label = labelled(cell);
      if (
        label &&
        (label.field === 'firstName' || label.field === 'lastName' || label.field === 'fullName') &&
        label.value &&
        !labels[label.field] &&
        label.value.length <= 60 &&
        !/\d|@/.test(label.value)
      ) {
        labels[label.field] = { value: label.value, at: i };
      }
    }
  });
  if (labels.firstName && labels.lastName) return { firstName: labels.firstName.value, lastName: splitName(labels.lastName.value).firstName, used: [] };
  // German forms: « Name » is the surname when « Vorname » is given.
  if (labels.firstName && labels.fullName) return { firstName: labels.firstName.value, lastName: labels.fullName.value, used: [] };
  if (labels.fullName) {
    const split = splitName(labels.fullName.value);
    return { ...split, used: [] };
  }
  // « Lebenslauf Lukas Diettrich », « CV – Anna Meier »: the document's title before the name.
  for (const line of lines.slice(0, 40)) {
    const titled = DOCUMENT_TITLE.exec(line.cells[0] ?? '');
    if (titled && nameLike(titled[1]!)) {
      line.cells[0] = titled[1]!;
      line.text = line.cells.join('\t');
    }
  }
  const window = lines.slice(0, 120);
  const emailLocal = fold(
    lines
      .map((l) => findEmail(l.text))
      .find(Boolean)
      ?.split('@')[0] ?? '',
  ).replace(/[^a-z]/g, '');
  const authorNames = authors.map((a) =>
    a
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((w) => fold(w)),
  );
  const maxRatio = Math.max(...window.map((l) => l.ratio));
  let best: { score: number; index: number; text: string } | undefined;
  window.forEach((line, i) => {
    if (line.bullet) return;
    // « PERSONAL INFORMATION ⇥ Stefano Sabatini » (Europass): the name beside the heading.
    if (headingAt.has(i) && (line.cells.length !== 2 || headingKind(line.cells[0] ?? '') !== 'personal')) return;
    const cell = (headingAt.has(i) ? line.cells[1] : line.cells[0]) ?? '';
    if (DOCUMENT_TITLE_ALONE.test(cell) || NOT_A_NAME.test(fold(cell)) || isGridWord(cell) || labelled(cell)) return;
    if (!nameLike(cell) || findEmail(cell) || findPhone(cell)) return;
    const words = cell.split(/\s+/).length;
    let score = 10 - Math.min(i, 30) * 0.35 - Math.max(0, i - 30) * 0.1;
    if (line.ratio >= maxRatio - 0.01 && maxRatio > 1.05) score += 8;
    else if (line.ratio >= 1.3) score += 4;
    if (line.emphasis === 'heading') score += 2;
    if (words >= 2 && words <= 4) score += 3;
    if (line.cells.length === 1) score += 1;
    if (hasJobWord(cell) || hasCompanyForm(cell) || hasSchoolWord(cell) || hasDegreeWord(cell) || isLanguageName(cell)) score -= 8;
    // The person's e-mail address often spells the name (« benny.nogueira@… »).
    if (emailLocal && cell.split(/\s+/).some((w) => fold(w).length >= 3 && emailLocal.includes(fold(w).replace(/[^a-z]/g, '')))) score += 6;
    // The document's author (a Word file's « last modified by »: « Benjamin Nogueira ») named in full.
    const cellWords = new Set(cell.split(/\s+/).map((w) => fold(w)));
    if (authorNames.some((a) => a.length >= 2 && a.every((w) => cellWords.has(w)))) score += 10;
    if (!best || score > best.score) best = { score, index: i, text: cell };
  });
  if (!best || best.score < 6) {
    // « SOGGETTO: Tintori Matteo »: a name-like value that the e-mail address spells.
    for (const line of lines) {
      for (const cell of line.cells) {
        const value = cell.includes(':') ? cell.slice(cell.indexOf(':') + 1).trim() : cell;
        const words = value.split(/\s+/);
        if (
          emailLocal &&
          words.length >= 2 &&
          nameLike(value) &&
          words.filter((w) => fold(w).length >= 3 && emailLocal.includes(fold(w).replace(/[^a-z]/g, ''))).length >= 2
        )
          return { ...splitName(value), used: [] };
      }
    }
    return undefined;
  }
  const chosen: { score: number; index: number; text: string } = best;
  let text = chosen.text;
  const used = [chosen.index];
  // « RENAS » … « YOUSSEF »: a name set in two parts, both in the largest size.
  if (text.split(/\s+/).length === 1) {
    const other = window.findIndex(
      (l, i) =>
        i !== chosen.index &&
        l.ratio === window[chosen.index]!.ratio &&
        l.cells.length === 1 &&
        nameLike(l.text) &&
        l.text.split(/\s+/).length <= 2 &&
        !headingAt.has(i),
    );
    if (other >= 0) {
      text = other > chosen.index ? `${text} ${window[other]!.text}` : `${window[other]!.text} ${text}`;
      used.push(other);
    }
  }
  return { ...splitName(text.replace(/\s+(?:cv|curriculum vitae|lebenslauf|résumé|resume)$/i, '')), used };
}

/**
 * `hints.authors`: who the file says wrote it (a Word file's « last modified by » and « creator »),
 * a hint for the person's name.
 */
export function parseTextCv(source: ReadonlyArray<string | SourceLine>, hints: { authors?: readonly string[] } = {}): ImportDraft {
  const draft = emptyDraft();
  const lines = prepare(source);
  const p = draft.personal;

  // 1. Headings.
  const headings = new Map<number, { kind: SectionKind | 'custom'; title: string; rest: string }>();
  const context: { styled: boolean; seen: Set<SectionKind>; current?: SectionKind } = {
    styled: lines.some((l) => l.emphasis || l.styled || l.size !== undefined),
    seen: new Set<SectionKind>(),
  };
  lines.forEach((line, i) => {
    const heading = headingOf(line, context);
    if (heading) {
      headings.set(i, heading);
      context.seen.add(heading.kind);
      context.current = heading.kind;
    }
  });
  // A heading broken over two lines (« EXPÉRIENCES » / « PROFESSIONNELLES »).
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (!next || line.bullet || next.bullet) return;
    const joined = headingKind(`${line.cells[0] ?? ''} ${next.cells[0] ?? ''}`);
    // « EXPÉRIENCES » / « PROFESSIONNELLES » in a narrow column: one heading, even when its first word is one.
    const nextIsRest = capsOnly(next.cells[0] ?? '') && !headingKind(next.cells[0] ?? '') && (next.cells[0] ?? '').split(/\s+/).length <= 2;
    // A heading of its own on the next line, set larger (« Python3 » / « SISTEMI E TECNOLOGIE »): two lines.
    const nextStandsAlone = !!headingKind(next.cells[0] ?? '') && next.ratio > line.ratio + 0.05;
    if (
      joined &&
      !nextStandsAlone &&
      (capsOnly(line.cells[0] ?? '') || line.emphasis === 'heading') &&
      (!headingKind(line.cells[0] ?? '') || (nextIsRest && headings.has(i)))
    ) {
      headings.set(i, { kind: joined, title: headingText(`${line.cells[0]} ${next.cells[0]}`), rest: line.cells.slice(1).join('\t') });
      const nextRest = next.cells.slice(1).join('\t');
      headings.delete(i + 1);
      next.text = nextRest;
      next.cells = next.cells.slice(1);
    }
  });
  const styled = styledHeadings(lines, new Set(headings.keys()));
  for (const i of styled) {
    const next = lines[i + 1];
    // « Écoles d’été & » / « ateliers »: a heading of the file's own wrapped onto a second line.
    if (next && styled.has(i + 1) && /(?:[&,/+-]|\s(?:et|and|und|e|ed|y|des|de|du|of))$/iu.test(lines[i]!.text.trim())) {
      headings.set(i, { kind: 'custom', title: headingText(`${lines[i]!.text.trim()} ${next.text.trim()}`), rest: '' });
      styled.delete(i + 1);
      next.text = '';
      next.cells = [];
    } else headings.set(i, { kind: 'custom', title: headingText(lines[i]!.text), rest: '' });
  }

  // 2. The name, wherever it is.
  const name = findName(lines, new Set(headings.keys()), hints.authors ?? []);
  const consumed = new Set<number>(name?.used ?? []);
  if (name) {
    p.firstName = name.firstName;
    p.lastName = name.lastName;
  }

  // 3. Sections.
  const sections: Section[] = [{ kind: 'header', title: '', lines: [] }];
  lines.forEach((line, i) => {
    const heading = headings.get(i);
    if (heading) {
      sections.push({ kind: heading.kind, title: heading.title, lines: [], x: line.x });
      // A name beside its heading is the name, not a line of the section.
      if (heading.rest && !consumed.has(i))
        sections.at(-1)!.lines.push({ ...line, text: heading.rest, cells: heading.rest.split('\t'), emphasis: undefined, ratio: 1 });
      return;
    }
    if (!line.text) return;
    if (consumed.has(i)) {
      // The name's line: what stands beside the name (« Jean Dupont | jean@… ») stays in the header.
      const rest = line.cells.slice(1).join('\t');
      if (rest) sections.at(-1)!.lines.push({ ...line, text: rest, cells: line.cells.slice(1) });
      return;
    }
    if (DOCUMENT_TITLE_ALONE.test(line.text)) return;
    const current = sections.at(-1)!;
    // A column that goes on after a page break, below the sidebar of the page before: the line
    // starts at the left edge of an earlier section, not of the current one.
    const last = current.lines.at(-1);
    if (line.x !== undefined && current.x !== undefined && Math.abs(line.x - current.x) > 0.15 && last?.page !== undefined && line.page !== last.page) {
      const resumed = [...sections].reverse().find((s) => s !== current && s.x !== undefined && Math.abs(s.x - line.x!) <= 0.05 && s.kind !== 'header');
      if (resumed) {
        sections.push({ kind: resumed.kind, title: resumed.title, lines: [line], x: resumed.x });
        return;
      }
    }
    current.lines.push(line);
  });

  // « SPRACHKENNTNISSE » and « DIGITALE FÄHIGKEITEN » side by side, read one under the other: the
  // languages heading is empty, and the languages lead the next section.
  sections.forEach((section, i) => {
    const next = sections[i + 1];
    if (section.kind !== 'languages' || section.lines.length || !next || next.kind === 'languages') return;
    let lead = 0;
    while (lead < next.lines.length && isLanguagesOnly(next.lines[lead]!.text)) lead += 1;
    if (lead < next.lines.length) section.lines.push(...next.lines.splice(0, lead));
  });

  // A CV without headings (a chronology under « Lebenslauf »): from the first of several dated
  // lines on, the header is a list of entries.
  const header = sections[0]!;
  const datedAt = header.lines.map((l) => !!findDateRange(l.cells[0] ?? '') && (findDateRange(l.cells[0] ?? '')!.index ?? 9) <= 3);
  if (datedAt.filter(Boolean).length >= 2 && !sections.some((s) => s.kind === 'experience' || s.kind === 'education')) {
    const start = datedAt.indexOf(true);
    sections.splice(1, 0, { kind: 'experience', title: '', lines: header.lines.slice(start) });
    header.lines = header.lines.slice(0, start);
  }

  const review = draft.review;
  let headline: string | undefined;
  let phoneLabelled = false;
  const website: string[] = [];

  /** Contact details in a cell; true when the cell held nothing else. */
  const takeContact = (cell: string): boolean => {
    let rest = cell;
    const email = findEmail(cell);
    if (email) {
      if (!p.email) p.email = email;
      else if (p.email !== email) review.push(email);
      rest = rest.replace(email, ' ');
    }
    const linkedin = findLinkedIn(rest);
    if (linkedin) {
      if (!p.linkedin) p.linkedin = linkedin;
      else if (p.linkedin !== linkedin) review.push(linkedin);
      rest = rest.replace(/(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/\S+/i, ' ');
    }
    const phone = findPhone(rest);
    // A number labelled as a phone wins over one found without a label (an address's numbers).
    const labelledPhone = /(?:t[ée]l|phone|mobile?|natel|handy|cell|portable|fon)\b/i.test(cell);
    if (phone && (!p.phone || (labelledPhone && !phoneLabelled))) {
      // The number it replaces (found without a label) is kept for review.
      if (p.phone && p.phone !== phone) review.push(p.phone);
      p.phone = phone;
      phoneLabelled ||= labelledPhone;
      rest = rest.replace(phone, ' ');
    } else if (phone) {
      if (p.phone !== phone) review.push(phone);
      rest = rest.replace(phone, ' ');
    }
    rest = rest.replace(/^\s*(?:t[ée]l[ée]?phone|tel|tél|phone|mobile?|natel|handy|e-?mail|courriel|linkedin|github|web(?:site)?|site)\s*[:.]?\s*/i, '');
    if (rest.trim() && hasUrl(rest) && rest.trim().split(/\s+/).length <= 2) {
      website.push(rest.trim());
      rest = '';
    }
    const address = findAddress(rest.trim());
    if (address && !p.city) {
      p.postalCode = address.postalCode;
      p.city = address.city;
      if (address.country) p.country = address.country;
      if (address.street) review.push(address.street);
      rest = '';
    }
    return !rest.replace(/[\s,;|·•/()–—-]+/g, '');
  };

  const takePersonal = (cell: string): boolean => {
    const label = labelled(cell);
    if (!label) return false;
    const value = label.value;
    const field: PersonalField = label.field;
    if (!value) return field === 'ignore' || field === 'firstName' || field === 'lastName' || field === 'fullName';
    // A second value for a field already filled is kept for review.
    const set = (key: 'age' | 'nationality' | 'workPermit' | 'drivingLicense' | 'city', text: string) => {
      if (!p[key]) p[key] = text;
      else if (p[key] !== text) review.push(cell);
      return true;
    };
    switch (field) {
      case 'age':
        return set('age', value.replace(/\s*(ans|jahre|anni|years)\.?$/i, '').trim());
      case 'nationality':
        return set('nationality', value);
      case 'workPermit':
        return set('workPermit', value.replace(/^(permis|bewilligung|permesso)\s+/i, '').trim());
      case 'drivingLicense':
        return set('drivingLicense', value);
      case 'city':
        return set('city', value);
      case 'firstName':
      case 'lastName':
      case 'fullName':
        return !!name;
      case 'ignore':
        review.push(cell);
        return true;
      default:
        return takeContact(value);
    }
  };

  const personalLine = (line: Line, allowHeadline: boolean) => {
    const leftovers: string[] = [];
    for (const cell of line.cells) {
      if (takePersonal(cell) || takeContact(cell)) continue;
      leftovers.push(cell);
    }
    if (!leftovers.length) return;
    const text = leftovers.join(' · ');
    if (allowHeadline && !headline && text.length <= 100 && !/[.!?]$/.test(text) && !findDateRange(text) && !isStreet(text)) headline = text;
    else if (isStreet(text)) review.push(text);
    else if (text.length > 100 || /[.!?]$/.test(text)) draft.summary.push(text);
    else review.push(text);
  };

  const STANDARD: Partial<Record<SectionKind, keyof NonNullable<ImportDraft['sectionTitles']>>> = {
    summary: 'summary',
    experience: 'professional_experiences',
    education: 'education',
    skills: 'skills',
    languages: 'languages',
    accreditations: 'accreditations',
    miscellaneous: 'miscellaneous',
  };
  draft.sectionTitles = {};
  let skillType: 'hard' | 'soft' = 'hard';
  for (const section of sections) {
    // Contact details wherever they stand (a sidebar read between two sections, a footer).
    if (section.kind !== 'references' && section.kind !== 'header' && section.kind !== 'personal') {
      section.lines = section.lines.filter((line) => !isContactLine(line) || !line.cells.every((c) => takePersonal(c) || takeContact(c)));
    }
    const kind = section.kind === 'custom' ? guessKind(section) : section.kind;
    const standard = kind !== 'header' && kind !== 'custom' ? STANDARD[kind] : undefined;
    if (standard && section.title && !draft.sectionTitles[standard]) draft.sectionTitles[standard] = section.title;
    else if (standard && section.title && fold(section.title) !== fold(draft.sectionTitles[standard]!) && section.kind === 'custom') review.push(section.title);
    if (section.kind !== 'header' && section.kind !== 'custom')
      skillType = section.kind === 'softSkills' ? 'soft' : section.kind === 'hardSkills' ? 'hard' : skillType;
    switch (kind) {
      case 'header':
        section.lines.forEach((line, n) => personalLine(line, n <= 2 || !headline));
        break;
      case 'personal':
        for (const line of section.lines) personalLine(line, false);
        break;
      case 'summary':
        for (const line of section.lines) if (!takeContactOnly(line)) draft.summary.push(line.bullet ? `• ${line.text}` : line.text.replace(/\t/g, ' '));
        break;
      case 'miscellaneous':
        for (const line of section.lines) {
          if (line.cells.every((c) => takePersonal(c))) continue;
          draft.miscellaneous.push(line.bullet ? `• ${line.text}` : line.text.replace(/\t/g, ' '));
        }
        break;
      case 'skills':
      case 'hardSkills':
      case 'softSkills':
        readSkills(section.lines, kind === 'softSkills' ? 'soft' : kind === 'hardSkills' ? 'hard' : skillType);
        break;
      case 'languages':
        readLanguages(section.lines);
        break;
      case 'references':
        if (section.lines.length)
          draft.extraSections.push({ title: section.title || EXTRA_SECTION_TITLES.references!, lines: section.lines.map((l) => l.text.replace(/\t/g, ' · ')) });
        break;
      case 'experience':
      case 'education':
      case 'accreditations': {
        const { entries, loose } = readEntries(section.lines, kind === 'accreditations' ? 'other' : kind);
        review.push(...loose);
        for (const e of entries) {
          // A course or a school among jobs (a single chronology): it is an education entry.
          if (kind === 'experience' && isStudy(e))
            draft.education.push({
              degree: e.primary || e.secondary,
              institution: e.primary ? e.secondary : '',
              city: e.place,
              startDate: e.startDate,
              endDate: e.endDate,
              description: e.description,
            });
          else if (kind === 'experience')
            draft.experiences.push({
              title: e.primary,
              company: e.secondary,
              location: e.place,
              startDate: e.startDate,
              endDate: e.endDate,
              description: e.description,
            });
          else if (kind === 'education')
            draft.education.push({
              degree: e.primary,
              institution: e.secondary,
              city: e.place,
              startDate: e.startDate,
              endDate: e.endDate,
              description: e.description,
            });
          else
            draft.accreditations.push({
              name: e.primary || e.secondary,
              organization: e.primary ? e.secondary : '',
              date: e.startDate && e.endDate && e.startDate !== e.endDate ? `${e.startDate} – ${e.endDate}` : e.startDate,
              description: e.description,
            });
        }
        break;
      }
      default: {
        // Projects, publications, awards, volunteering, and sections we could not name: their own section.
        // The file's own heading, in the CV's language (« Volontariato », not our « Engagement bénévole »).
        const title = section.title || (kind === 'custom' ? '' : (EXTRA_SECTION_TITLES[kind] ?? ''));
        if (section.lines.length)
          draft.extraSections.push({
            title: title || section.title,
            lines: section.lines.map((l) => (l.bullet ? `• ${l.text}` : l.text.replace(/\t/g, ' · '))),
          });
      }
    }
  }

  function takeContactOnly(line: Line): boolean {
    return line.cells.every((c) => takePersonal(c) || (findEmail(c) !== undefined || findPhone(c) !== undefined ? takeContact(c) : false));
  }

  function readSkills(sectionLines: Line[], type: 'hard' | 'soft') {
    const fullName = fold(`${p.firstName ?? ''} ${p.lastName ?? ''}`).trim();
    for (let n = 0; n < sectionLines.length; n++) {
      const line = sectionLines[n]!;
      if (line.cells.every((c) => takePersonal(c))) continue;
      // The page's foot after the last heading (« 38446 Wolfsburg », the signature « Wolfsburg,
      // 17.11.2022 », the person's name): no skill, kept for review.
      if ((fullName && fold(line.text).trim() === fullName) || NOT_A_SKILL.test(line.text.trim())) {
        review.push(line.text);
        continue;
      }
      const previous = draft.skills.at(-1);
      const above = sectionLines[n - 1];
      // A bulleted skill wrapped under its own text (a hanging indent: the next line starts right of
      // the bullet, where the skill's text starts): « • IFRS et Swiss GAAP » / « RPC ».
      if (
        previous &&
        above?.bullet &&
        !line.bullet &&
        line.cells.length === 1 &&
        previous.level == null &&
        line.page === above.page &&
        line.column === above.column &&
        line.x !== undefined &&
        above.x !== undefined &&
        line.x - above.x > 0.004 &&
        line.x - above.x < 0.04 &&
        line.text.length <= 40
      ) {
        previous.name = `${previous.name} ${line.text}`;
        continue;
      }
      // A skill wrapped in a narrow column: its second line starts in lower case, or the first ends with « et », « and »…
      if (
        previous &&
        line.cells.length === 1 &&
        !line.bullet &&
        previous.level == null &&
        // (« MacOS » then « git »: two one-word tags, not one skill wrapped.)
        ((/^\p{Ll}/u.test(line.text) && (/\s/.test(previous.name) || /\s/.test(line.text))) ||
          /\s(?:et|und|e|and|de|des|du|avec|of|für|di|per|en|[&,/])$/i.test(previous.name)) &&
        line.text.length <= 40
      ) {
        previous.name = `${previous.name} ${line.text}`.replace(/\s+,/g, ',');
        continue;
      }
      // « Français : langue natale », « Chinois : HSK3 » among skills: a language line.
      const lead = /^([^:：\t(]{2,30}?)\s*[:：(–—-]/u.exec(line.text);
      if (lead && isLanguageName(lead[1]!.trim())) {
        readLanguages([line]);
        continue;
      }
      // « Sehr gute Kenntnisse in », « Connaissances en : »: a lead-in to the lines below, not a skill.
      if (
        !line.bullet &&
        line.text.split(/\s+/).length <= 6 &&
        /(?:\s(?:in|en|de|of|with|mit|im|di|dans|avec|con|für|on|sur|auf)\s*[:：]?|[:：])$/iu.test(line.text.trim())
      ) {
        review.push(line.text);
        continue;
      }
      // « Languages: English (Fluent), Hindi (Fluent) » inside a skills section: read as a languages line.
      const listed = languagesListed(line.text);
      if (listed !== null) {
        readLanguages([{ ...line, text: listed }]);
        continue;
      }
      const { skills, languages, label } = readSkillLine(line.text);
      // A category above its skills (« Langages de programmation » then the list).
      const next = sectionLines[n + 1];
      if (
        !label &&
        skills.length === 1 &&
        !line.bullet &&
        line.emphasis &&
        next &&
        !next.emphasis &&
        skills[0]!.name.split(/\s+/).length <= 5 &&
        !languages.length
      ) {
        review.push(line.text);
        continue;
      }
      // A sentence that lists tools (« …desktop C/C++, C#, Java, Python 3 e per il web HTML… »): the
      // tools are skills, and the sentence goes for review. A sentence that is a skill of its own
      // (« L'esprit d'analyse… », « usage of GIS [Geographic Information System] ») names two at most, and stays.
      const prose = skills.some((s) => s.name.length > 80 || (s.name.split(/\s+/).length >= 6 && (s.name.match(/(?:^|\s)\p{Ll}/gu) ?? []).length >= 3));
      const tools = prose ? toolsInProse(line.text) : [];
      if (tools.length >= 3) {
        for (const name of tools) draft.skills.push({ name, level: null, type });
        review.push(line.text);
        continue;
      }
      if (skills.some((s) => s.name.length > 80)) {
        review.push(line.text);
        continue;
      }
      for (const s of skills) draft.skills.push({ ...s, type });
      draft.languages.push(...languages);
      if (label && !skills.length && !languages.length) review.push(line.text);
    }
  }

  function readLanguages(sectionLines: Line[]) {
    for (const line of sectionLines) {
      if (isGridWord(line.text)) continue;
      const { languages, levelOnly, rest } = readLanguageLine(line.text);
      if (levelOnly !== null) {
        const last = draft.languages.at(-1);
        if (last && last.level == null) last.level = levelOnly;
        else if (!last || levelOnly !== last.level) review.push(line.text);
        continue;
      }
      draft.languages.push(...languages);
      if (rest.length) review.push(rest.join(' · '));
    }
  }

  if (headline) p.jobTitle = headline;
  if (website.length) {
    p.customField = website[0];
    review.push(...website.slice(1));
  }
  draft.languages = mergeLanguages(draft.languages);

  // 4. The CV's language: its headings' language, else the words it uses.
  const votes: Record<CvLanguage, number> = { fr: 0, de: 0, it: 0, en: 0 };
  for (const [i] of headings) {
    const lang = headingLanguage(lines[i]!.cells[0] ?? '');
    if (lang) votes[lang] += 1;
  }
  const byHeadings = CV_LANGUAGES.reduce((a, b) => (votes[b] > votes[a] ? b : a));
  draft.language = guessLanguage(lines.map((l) => l.text)) ?? (votes[byHeadings] > 0 ? byHeadings : undefined);

  draft.summary = joinWrapped(draft.summary);
  draft.miscellaneous = joinWrapped(draft.miscellaneous);
  for (const e of [...draft.experiences, ...draft.education, ...draft.accreditations]) if (e.description) e.description = joinWrapped(e.description);
  for (const section of draft.extraSections) section.lines = joinWrapped(section.lines);
  return draft;
}

/** An entry of a jobs section that is a study (« Umschulung zum Fachinformatiker », « Gymnasium in X »). */
function isStudy(entry: { primary: string; secondary: string }): boolean {
  const title = fold(entry.primary || entry.secondary);
  return STUDY.test(title) && !hasJobWord(entry.primary);
}
const STUDY =
  /(?:umschulung|integrationskurs|sprachkurs|deutschkurs|\bkurs\b|studium\b|fachoberschule|gymnasium|grundschule|realschule|hauptschule|\bschule\b|\blycee\b|baccalaureat|\bbachelor\b|\bmaster\b|\blicence\b|\blaurea\b|\bliceo\b|diploma di|maturit|\bcfc\b|apprentissage|\bstudies\b|degree in)/;

/** A line that is only contact details: a labelled field, an e-mail, a phone number, a profile link. */
function isContactLine(line: Line): boolean {
  return line.cells.every((cell) => {
    const label = labelled(cell);
    if (
      label &&
      label.field !== 'ignore' &&
      label.field !== 'firstName' &&
      label.field !== 'lastName' &&
      label.field !== 'fullName' &&
      label.field !== 'city' &&
      label.value
    )
      return true;
    const rest = cell.replace(EMAIL_ANYWHERE, '').replace(/(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/\S+/i, '');
    const phone = findPhone(rest);
    return (
      (rest !== cell && !(phone ? rest.replace(phone, '') : rest).replace(/[\s,;|·•/()–—:-]+/g, '')) ||
      (!!phone && !rest.replace(phone, '').replace(/[\s,;|·•/()–—:-]+|t[ée]l[ée]?phone|tel|mobile?|natel|handy|phone/gi, ''))
    );
  });
}

/** A section under a heading we do not know: dated lines make it jobs or studies, else its own section. */
function guessKind(section: Section): SectionKind | 'custom' {
  const dated = section.lines.filter((l) => findDateRange(l.text)).length;
  if (dated >= 1 && dated >= section.lines.length * 0.15) {
    const text = section.lines.map((l) => l.text).join(' ');
    const schools = (hasSchoolWord(text) ? 1 : 0) + (hasDegreeWord(text) ? 1 : 0);
    return schools >= 2 && !hasCompanyForm(text) ? 'education' : 'experience';
  }
  if (section.lines.length && section.lines.every((l) => isLanguageName(l.cells[0] ?? '') || languageLevel(l.text) !== null)) return 'languages';
  // Lists of short items (« Python, Java, C », « Outils⇥Vim, Git »): skills.
  const listed = section.lines.filter(
    (l) => l.text.split(/[,;•|\t]/).length >= 3 && l.text.split(/[,;•|\t]/).every((p) => p.trim().split(/\s+/).length <= 4),
  ).length;
  if (section.lines.length && listed >= section.lines.length * 0.5) return 'skills';
  return 'custom';
}

/** The same language named twice (a grid, then a list): kept once, with the level found. */
function mergeLanguages(languages: DraftNamedLevel[]): DraftNamedLevel[] {
  const out: DraftNamedLevel[] = [];
  for (const language of languages) {
    const same = out.find((l) => fold(l.name) === fold(language.name));
    if (same) same.level ??= language.level;
    else out.push(language);
  }
  return out;
}

/**
 * Lines of one paragraph that the page wrapped, joined again: a line is continued when the
 * next one starts in lower case or the line does not end a sentence.
 */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && (/^[\p{Ll}(«"“,.;:)]/u.test(line) || !/[.!?:;»”)]$/u.test(previous)) && !/^•\s/u.test(previous) && !/^•\s/u.test(line)) {
      out[out.length - 1] = previous.endsWith('-') && /^\p{Ll}/u.test(line) ? previous.slice(0, -1) + line : `${previous} ${line}`;
    } else if (previous !== undefined && /^•\s/u.test(previous) && !/^•\s/u.test(line) && (/^\p{Ll}/u.test(line) || !/[.!?]$/.test(previous))) {
      // The wrapped second line of a list item.
      out[out.length - 1] = previous.endsWith('-') && /^\p{Ll}/u.test(line) ? previous.slice(0, -1) + line : `${previous} ${line}`;
    } else out.push(line);
  }
  return out;
}

/** « • Englisch (B2) », « Deutsch – Muttersprache »: a line that names languages and nothing else. */
function isLanguagesOnly(text: string): boolean {
  const read = readLanguageLine(text.replace(/^[\s•▪·●■◦‣∙*-]+/u, ''));
  return read.languages.length > 0 && read.rest.length === 0 && read.languages.every((l) => isLanguageName(l.name));
}
