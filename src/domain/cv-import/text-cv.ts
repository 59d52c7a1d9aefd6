import { CV_LANGUAGES, cvLabels, type CvLanguage } from '../cv/cv-language.js';
import { languageLevels, skillLevels } from '../cv/levels.js';
import { findDateRange, singleDate } from './dates.js';
import type { SourceLine } from './source-lines.js';
import { emptyDraft, type DraftEducation, type DraftExperience, type ImportDraft } from './import-draft.js';

/**
 * A CV read from the text of a PDF or a Word document: lines in reading order, cells of one
 * line separated by tabs (columns). Headings are recognised in French, German, Italian and
 * English; a job is a line with a date range (title before or after it, or on the next line),
 * then « Company · Place »; what cannot be placed goes to the review section.
 */

type Kind = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'accreditations' | 'references' | 'personal' | 'miscellaneous' | 'hardSkills' | 'softSkills';

export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[’ʼ]/g, "'")
    .replace(/^\s*\d{1,2}[.)]?\s+/, '')
    .replace(/[\s:|]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const HEADINGS: Record<Kind, string[]> = {
  summary: ['profil', 'profil professionnel', 'resume', 'a propos', 'a propos de moi', 'objectif', 'kurzprofil', 'profil', 'zusammenfassung', 'uber mich', 'profilo', 'sommario', 'chi sono', 'profile', 'summary', 'about me', 'professional summary'],
  experience: ['experiences professionnelles', 'experience professionnelle', 'experiences', 'experience', 'parcours professionnel', 'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang', 'werdegang', 'berufspraxis', 'esperienze professionali', 'esperienza professionale', 'esperienze lavorative', 'esperienza lavorativa', 'work experience', 'professional experience', 'employment history', 'employment'],
  education: ['formation', 'formations', 'etudes', 'formation academique', 'ausbildung', 'bildung', 'bildungsweg', 'aus- und weiterbildung', 'formazione', 'istruzione', 'education', 'academic background'],
  skills: ['competences', 'kenntnisse', 'kompetenzen', 'fahigkeiten', 'competenze', 'skills'],
  hardSkills: [],
  softSkills: [],
  languages: ['langues', 'sprachen', 'sprachkenntnisse', 'lingue', 'conoscenze linguistiche', 'languages'],
  accreditations: ['certifications', 'certificats', 'certificat', 'zertifikate', 'zertifizierungen', 'certificazioni', 'certificati', 'certificates', 'licenses & certifications'],
  references: ['references', 'referenzen', 'referenze'],
  personal: ['informations personnelles', 'persoenliche angaben', 'personliche angaben', 'dati personali', 'personal information', 'personal details', 'contact', 'kontakt', 'contatto', 'contatti', 'coordonnees'],
  miscellaneous: ['divers', 'weiteres', 'varie', 'miscellaneous', "centres d'interet", 'loisirs', 'hobbys', 'interessen', 'interessi', 'interests', 'hobbies'],
};

const HEADING_BY_TEXT = new Map<string, Kind>();
for (const [kind, names] of Object.entries(HEADINGS) as Array<[Kind, string[]]>) for (const n of names) HEADING_BY_TEXT.set(n, kind);
const LABEL_KIND: Array<[keyof (typeof cvLabels)['fr']['sectionTitles'], Kind]> = [
  ['personal_info', 'personal'],
  ['summary', 'summary'],
  ['professional_experiences', 'experience'],
  ['education', 'education'],
  ['skills', 'skills'],
  ['languages', 'languages'],
  ['accreditations', 'accreditations'],
  ['references', 'references'],
  ['miscellaneous', 'miscellaneous'],
];
for (const lang of CV_LANGUAGES) {
  const labels = cvLabels[lang];
  for (const [id, kind] of LABEL_KIND) HEADING_BY_TEXT.set(fold(labels.sectionTitles[id]), kind);
  HEADING_BY_TEXT.set(fold(labels.hardSkills), 'hardSkills');
  HEADING_BY_TEXT.set(fold(labels.softSkills), 'softSkills');
  HEADING_BY_TEXT.set(fold(labels.contact), 'personal');
}

export function headingKind(line: string): Kind | undefined {
  const text = fold(line);
  return text.length <= 60 ? HEADING_BY_TEXT.get(text) : undefined;
}

/** Which language the headings are in, by vote. */
function detectLanguage(lines: string[]): CvLanguage | undefined {
  const votes: Record<CvLanguage, number> = { fr: 0, de: 0, it: 0, en: 0 };
  for (const line of lines) {
    const text = fold(line);
    for (const lang of CV_LANGUAGES) if (Object.values(cvLabels[lang].sectionTitles).some((t) => fold(t) === text && t !== 'LinkedIn')) votes[lang] += 1;
  }
  const best = CV_LANGUAGES.reduce((a, b) => (votes[b] > votes[a] ? b : a));
  return votes[best] > 0 ? best : undefined;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
const PHONE = /(?:\+|00)\d[\d\s./-]{7,}\d|\b0\d{1,2}[\s./-]?\d{3}[\s./-]?\d{2}[\s./-]?\d{2}\b/;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[^\s\t]+/i;
const URL = /(?:https?:\/\/|www\.)[^\s\t]+/i;
const ADDRESS = /^(?:(?<street>.*?),\s*)?(?:(?:CH|D|F|I|A)-?)?(?<postal>\d{4,5})\s+(?<city>[\p{L}][\p{L}\s.'’-]*?)(?:,\s*(?<country>[\p{L}][\p{L}\s'’-]*))?$/u;

/** Labels of the personal fields in the four languages (« Nationalité », « Arbeitsbewilligung »...). */
const PERSONAL_LABELS: Array<[string, 'age' | 'nationality' | 'workPermit' | 'drivingLicense' | 'email' | 'phone' | 'address' | 'linkedin']> = [];
for (const lang of CV_LANGUAGES) {
  const l = cvLabels[lang];
  PERSONAL_LABELS.push([l.age, 'age'], [l.nationality, 'nationality'], [l.workPermit, 'workPermit'], [l.drivingLicense, 'drivingLicense'], [l.email, 'email'], [l.phone, 'phone'], [l.address, 'address']);
}
PERSONAL_LABELS.push(['Date de naissance', 'age'], ['Geburtsdatum', 'age'], ['Mobile', 'phone'], ['Tél.', 'phone'], ['Tel.', 'phone'], ['Email', 'email'], ['Mail', 'email'], ['Permis', 'workPermit']);
PERSONAL_LABELS.sort((a, b) => b[0].length - a[0].length);

function personalLabel(cell: string): { field: (typeof PERSONAL_LABELS)[number][1]; rest: string } | undefined {
  const text = cell.trim();
  for (const [label, field] of PERSONAL_LABELS) {
    if (fold(text.slice(0, label.length)) === fold(label) && (text.length === label.length || /[\s:]/.test(text[label.length] ?? ''))) {
      return { field, rest: text.slice(label.length).replace(/^[\s:]+/, '').trim() };
    }
  }
  return undefined;
}

const LEVEL_WORDS = new Map<string, number>();
for (const lang of CV_LANGUAGES) cvLabels[lang].skillLevels.forEach((w, i) => LEVEL_WORDS.set(fold(w), skillLevels[i]!.value));
const CEFR = /^(A1|A2|B1|B2|C1|C2)\b/i;
const MOTHER_TONGUE = /^(langue maternelle|muttersprache|madrelingua|lingua madre|native|mother tongue|bilingue)/i;

const cellsOf = (line: string) => line.split('\t').map((c) => c.trim()).filter(Boolean);
const isTitleCase = (w: string) => /^\p{Lu}[\p{Ll}'’-]*(?:-\p{Lu}[\p{Ll}]+)*$/u.test(w) || /^\p{Lu}{2,}(?:-\p{Lu}+)*$/u.test(w);
const nameLike = (line: string) => {
  const words = line.trim().split(/\s+/);
  return words.length >= 1 && words.length <= 4 && !/[\d@/:]/.test(line) && words.every(isTitleCase);
};
const titleCase = (word: string) => (/^\p{Lu}{2,}/u.test(word) && word === word.toUpperCase() ? word.toLowerCase().replace(/(^|[-\s'’])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase()) : word);

/** Lines whose break cut a unit in two: a range at its dash, a link at its slash, a two-line heading. */
function mendLines(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (next !== undefined) {
      if (/[-–—]$/.test(line) && singleDate(line.replace(/\s*[-–—]$/, '')) && /^\S+/.test(next) && findDateRange(`${line} ${cellsOf(next)[0] ?? ''}`)) {
        const [first, ...more] = cellsOf(next);
        out.push([`${line} ${first}`, ...more].join('\t'));
        i += 1;
        continue;
      }
      if (/linkedin\.com\/in\/$/i.test(line)) {
        out.push(line + next.trim());
        i += 1;
        continue;
      }
      if (!headingKind(line) && headingKind(`${line} ${next}`)) {
        out.push(`${line} ${next}`);
        i += 1;
        continue;
      }
      // A heading wrapped in a narrow column beside the content (« EXPÉRIENCES » / « PROFESSIONNELLES »).
      const [cell, ...rest] = cellsOf(line);
      const [nextCell, ...nextRest] = cellsOf(next);
      if (cell && nextCell && rest.length + nextRest.length > 0 && !headingKind(cell) && headingKind(`${cell} ${nextCell}`)) {
        out.push([`${cell} ${nextCell}`, ...rest].join('\t'));
        if (nextRest.length) out.push(nextRest.join('\t'));
        i += 1;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

const DATED: Kind[] = ['experience', 'education', 'accreditations'];
/** « Company · Place »: split at the last « · », else the last « | », « – » or comma. */
function splitOrgPlace(text: string): [string, string] {
  for (const sep of [/\s+[·•]\s+/g, /\s+\|\s+/g, /\s+[–—-]\s+/g, /,\s+/g]) {
    const matches = [...text.matchAll(sep)];
    const last = matches.at(-1);
    if (last?.index !== undefined) return [text.slice(0, last.index).trim(), text.slice(last.index + last[0].length).trim()];
  }
  return [text.trim(), ''];
}

export function parseTextCv(source: ReadonlyArray<string | SourceLine>): ImportDraft {
  const rawLines = source.map((l) => (typeof l === 'string' ? l : l.bullet ? `• ${l.text}` : l.text));
  const draft = emptyDraft();
  const lines = mendLines(rawLines.map((l) => l.replace(/[^\S\t]+/g, ' ').trim()).filter(Boolean));
  draft.language = detectLanguage(lines.map((l) => cellsOf(l)[0] ?? l));
  const p = draft.personal;

  const takeContact = (cell: string): boolean => {
    let matched = false;
    const email = EMAIL.exec(cell);
    if (email && !p.email) {
      p.email = email[0];
      matched = true;
    }
    const linkedin = LINKEDIN.exec(cell);
    if (linkedin && !p.linkedin) {
      p.linkedin = /^https?:/i.test(linkedin[0]) ? linkedin[0] : `https://${linkedin[0]}`;
      matched = true;
    }
    const phone = PHONE.exec(cell);
    if (phone && !p.phone && !email && phone[0].replace(/\D/g, '').length >= 9) {
      p.phone = phone[0].trim();
      matched = true;
    }
    const address = ADDRESS.exec(cell.trim());
    if (!matched && address?.groups && !p.city && !findDateRange(cell)) {
      p.postalCode = address.groups.postal ?? '';
      p.city = (address.groups.city ?? '').trim();
      if (address.groups.country) p.country = address.groups.country.trim();
      matched = true;
    }
    if (!matched && !linkedin && URL.test(cell) && cell.trim().split(/\s+/).length === 1) return false;
    return matched && cell.replace(EMAIL, '').replace(LINKEDIN, '').replace(PHONE, '').replace(/[\s,;|·•]/g, '').length < 3 || (matched && !!address);
  };

  const takePersonal = (cells: string[], index: number, all: string[]): number => {
    // Returns how many following lines were used as the value.
    const cell = cells[index]!;
    const label = personalLabel(cell);
    if (!label) return -1;
    let value = label.rest;
    let used = 0;
    if (!value && cells.length === 1) {
      value = all[0] ?? '';
      used = 1;
    }
    if (!value) return -1;
    if (label.field === 'age') p.age = value.replace(/\s*(ans|jahre|anni|years)\.?$/i, '').trim();
    else if (label.field === 'workPermit') p.workPermit = value.replace(/^(permis|bewilligung|permesso)\s+/i, '').trim();
    else if (label.field === 'email' || label.field === 'phone' || label.field === 'linkedin' || label.field === 'address') takeContact(value);
    else p[label.field] = value;
    return used;
  };

  // Header: everything before the first heading.
  let i = 0;
  const header: string[] = [];
  while (i < lines.length && !headingKind(cellsOf(lines[i]!)[0] ?? '')) header.push(lines[i++]!);
  const nameLines = header.filter((l) => !l.includes('\t') && nameLike(l) && !EMAIL.test(l) && !PHONE.test(l));
  const [first, second] = header;
  if (first && second && nameLike(first) && first.split(/\s+/).length === 1 && nameLike(second) && second.split(/\s+/).length <= 2 && header.length > 2) {
    p.firstName = titleCase(first);
    p.lastName = second.split(/\s+/).map(titleCase).join(' ');
    header.splice(0, 2);
  } else if (first && nameLines[0] === first && first.split(/\s+/).length >= 2) {
    const words = first.split(/\s+/);
    p.firstName = words.slice(0, -1).map(titleCase).join(' ');
    p.lastName = titleCase(words.at(-1)!);
    header.splice(0, 1);
  }
  for (let h = 0; h < header.length; h++) {
    const line = header[h]!;
    const cells = cellsOf(line);
    const leftovers: string[] = [];
    for (let c = 0; c < cells.length; c++) {
      const used = takePersonal(cells, c, header.slice(h + 1));
      if (used >= 0) {
        h += used;
        continue;
      }
      if (!takeContact(cells[c]!)) leftovers.push(cells[c]!);
    }
    if (!leftovers.length) continue;
    const rest = leftovers.join(' ');
    if (!p.jobTitle && h <= 2 && rest.length <= 120) p.jobTitle = rest;
    else draft.summary.push(rest);
  }

  let kind: Kind | undefined;
  let lastDated: Kind = 'experience';
  let skillType: 'hard' | 'soft' = 'hard';
  let entry: { kind: Kind; item: DraftExperience | DraftEducation | { name: string; organization?: string; date?: string; description: string[] }; lines: number } | undefined;
  let extra: { title: string; lines: string[] } | undefined;

  const closeEntry = () => {
    entry = undefined;
  };

  const startEntry = (k: Kind, title: string, startDate: string, endDate: string) => {
    closeEntry();
    if (k === 'experience') {
      const item: DraftExperience = { title, company: '', startDate, endDate, description: [] };
      draft.experiences.push(item);
      entry = { kind: k, item, lines: 0 };
    } else if (k === 'education') {
      const item: DraftEducation = { degree: title, institution: '', startDate, endDate, description: [] };
      draft.education.push(item);
      entry = { kind: k, item, lines: 0 };
    } else {
      const item = { name: title, organization: '', date: startDate && endDate ? `${startDate} – ${endDate}` : startDate || endDate, description: [] as string[] };
      draft.accreditations.push(item);
      entry = { kind: k, item, lines: 0 };
    }
  };

  /** The second line of an entry: « Company · Place ». */
  const entryDetail = (line: string): boolean => {
    if (!entry || entry.lines > 0) return false;
    const text = line.replace(/\t/g, ' · ');
    const item = entry.item;
    const [org, place] = splitOrgPlace(text);
    if ('company' in item) {
      if (!item.title) {
        // The title came on the line after the dates: the company is on the next one.
        item.title = text;
        return true;
      } else {
        item.company = org;
        item.location = place;
      }
    } else if ('institution' in item) {
      if (!item.degree) {
        item.degree = text;
        return true;
      } else {
        item.institution = org;
        item.city = place;
      }
    } else {
      if (!item.name) {
        item.name = text;
        return true;
      }
      item.organization = text;
    }
    entry.lines += 1;
    return true;
  };

  const pendingTitle: string[] = [];

  for (; i < lines.length; i++) {
    let line = lines[i]!;
    let cells = cellsOf(line);
    const heading = headingKind(cells[0] ?? '');
    if (heading) {
      pendingTitle.length = 0;
      closeEntry();
      if (heading === 'hardSkills' || heading === 'softSkills') {
        kind = 'skills';
        skillType = heading === 'hardSkills' ? 'hard' : 'soft';
      } else {
        kind = heading;
        skillType = 'hard';
        if (DATED.includes(heading)) lastDated = heading;
        extra = heading === 'references' ? { title: cells[0]!.replace(/^\s*\d{1,2}[.)]?\s+/, ''), lines: [] } : undefined;
        if (extra) draft.extraSections.push(extra);
      }
      cells = cells.slice(1);
      if (!cells.length) continue;
      line = cells.join('\t');
      // A sub-heading beside the heading (« COMPÉTENCES | Compétences techniques »).
      const sub = headingKind(cells[0]!);
      if (sub === 'hardSkills' || sub === 'softSkills') {
        skillType = sub === 'hardSkills' ? 'hard' : 'soft';
        cells = cells.slice(1);
        if (!cells.length) continue;
        line = cells.join('\t');
      }
    }

    const range = findDateRange(line);
    const dateCell = cells.length >= 2 ? cells.findIndex((c) => singleDate(c) !== undefined) : -1;
    const datedKind: Kind = kind && DATED.includes(kind) ? kind : lastDated;
    if (range && (kind === undefined || DATED.includes(kind) || kind === 'skills' || kind === 'languages' || kind === 'personal')) {
      // An entry: its title is beside the range, or on the lines just before it (a wrapped
      // title), or on the next line.
      let title = range.rest.replace(/\t/g, ' ').trim();
      if (!title && !pendingTitle.length && entry) pendingTitle.push(...takeWrappedTitle());
      if (!title && pendingTitle.length) title = pendingTitle.join(' ');
      else if (pendingTitle.length && entry) appendDescription(pendingTitle.join(" "));
      pendingTitle.length = 0;
      kind = datedKind;
      startEntry(datedKind, title, range.startDate, range.endDate);
      continue;
    }
    // One date instead of a range: a certificate's date, or an item that began and ended in
    // the same month (the templates print « 03/2006 », not « 03/2006 – 03/2006 »).
    const aloneDate = cells.length === 1 ? singleDate(cells[0]!) : undefined;
    // A sidebar (skills, languages) printed between two jobs: a « Title | date » line resumes them.
    const resumesDated = dateCell >= 0 && (kind === 'skills' || kind === 'languages' || kind === 'personal');
    if (((dateCell >= 0 || aloneDate !== undefined) && kind !== undefined && DATED.includes(kind)) || resumesDated) {
      kind = datedKind;
      const date = aloneDate ?? singleDate(cells[dateCell]!) ?? '';
      let title = aloneDate !== undefined ? '' : cells.filter((_c, n) => n !== dateCell).join(' ');
      if (!title && !pendingTitle.length && entry) pendingTitle.push(...takeWrappedTitle());
      if (!title && pendingTitle.length) title = pendingTitle.join(' ');
      pendingTitle.length = 0;
      startEntry(kind, title, date, kind === 'accreditations' ? '' : date);
      continue;
    }

    switch (kind) {
      case undefined:
        draft.review.push(line.replace(/\t/g, ' '));
        break;
      case 'personal': {
        for (let c = 0; c < cells.length; c++) {
          const used = takePersonal(cells, c, lines.slice(i + 1));
          if (used >= 0) {
            i += used;
            continue;
          }
          if (!takeContact(cells[c]!)) draft.review.push(cells[c]!);
        }
        break;
      }
      case 'summary':
        draft.summary.push(line.replace(/\t/g, ' '));
        break;
      case 'miscellaneous':
        draft.miscellaneous.push(line.replace(/\t/g, ' '));
        break;
      case 'references':
        extra?.lines.push(line.replace(/\t/g, ' · '));
        break;
      case 'skills': {
        const previous = draft.skills.at(-1);
        // A skill wrapped in a narrow column: its second line starts in lower case.
        if (cells.length === 1 && previous && previous.level == null && /^\p{Ll}/u.test(cells[0]!) && !lines[i - 1]!.includes('\t')) {
          previous.name = `${previous.name} ${cells[0]}`;
          break;
        }
        if (cells.length === 1 && previous && previous.level == null && /\s(?:et|und|e|and|de|des|du|avec|of|für|di|per|en)$/i.test(previous.name) && !lines[i - 1]!.includes('\t')) {
          previous.name = `${previous.name} ${cells[0]}`;
          break;
        }
        for (const raw of cells.flatMap((c) => c.split(/\s+[·•|/]\s+/)).flatMap(splitList)) {
          // « • Excel (Avancé) »: a list item, its level in brackets.
          const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(stripBullet(raw));
          const bracketLevel = bracket ? LEVEL_WORDS.get(fold(bracket[2]!)) : undefined;
          if (bracket && bracketLevel !== undefined) {
            draft.skills.push({ name: bracket[1]!, level: bracketLevel, type: skillType });
            continue;
          }
          const cell = stripBullet(raw);
          const level = LEVEL_WORDS.get(fold(cell));
          const last = draft.skills.at(-1);
          if (level !== undefined && last) last.level = level;
          else draft.skills.push({ name: cell, level: null, type: skillType });
        }
        break;
      }
      case 'languages': {
        cells = cells.flatMap(splitList).map(stripBullet);
        // The rest of a wrapped level (« B2 – niveau » / « intermédiaire avancé »).
        if (cells.length === 1 && /^\p{Ll}/u.test(cells[0]!) && draft.languages.at(-1)?.level != null) break;
        for (const cell of cells) {
          const cefr = CEFR.exec(cell);
          const last = draft.languages.at(-1);
          if ((cefr || MOTHER_TONGUE.test(cell)) && last && last.level == null) {
            last.level = cefr ? languageLevels.find((l) => l.code === cefr[1]!.toUpperCase())!.value : 100;
            continue;
          }
          const inline = /^(.+?)\s*[:(–—-]\s*((?:A1|A2|B1|B2|C1|C2)\b.*|langue maternelle.*|muttersprache.*|madrelingua.*|native.*)$/i.exec(cell);
          if (inline) {
            const code = CEFR.exec(inline[2]!);
            draft.languages.push({ name: inline[1]!.trim(), level: code ? languageLevels.find((l) => l.code === code[1]!.toUpperCase())!.value : 100 });
          } else draft.languages.push({ name: cell, level: null });
        }
        break;
      }
      default: {
        // experience, education, accreditations
        if (entry && entryDetail(line)) break;
        if (entry) appendDescription(line.replace(/\t/g, ' '));
        else pendingTitle.push(line.replace(/\t/g, ' '));
      }
    }
    if (pendingTitle.length > 3) draft.review.push(...pendingTitle.splice(0));
  }
  draft.review.push(...pendingTitle);

  /**
   * A title wrapped over lines just above its dates, read as the end of the previous entry's
   * description: the unpunctuated lines after its last finished sentence.
   */
  function takeWrappedTitle(): string[] {
    const description = (entry?.item as { description?: string[] } | undefined)?.description;
    if (!description?.length) return [];
    let start = description.length;
    while (start > 0 && description.length - start < 3 && !/[.!?:;»”)]$/u.test(description[start - 1]!)) start -= 1;
    if (start === description.length || (start > 0 && !/[.!?:;»”)]$/u.test(description[start - 1]!)) || start === 0) return [];
    return description.splice(start);
  }

  function appendDescription(text: string) {
    if (!entry) return;
    const item = entry.item as { description?: string[] };
    (item.description ??= []).push(text);
    entry.lines += 1;
  }

  draft.summary = joinWrapped(draft.summary);
  draft.miscellaneous = joinWrapped(draft.miscellaneous);
  for (const e of [...draft.experiences, ...draft.education, ...draft.accreditations]) if (e.description) e.description = joinWrapped(e.description);
  return draft;
}

const stripBullet = (cell: string) => cell.replace(/^\s*[•●▪■◦‣∙·*–—-]\s+/u, '').trim();

/** « Java, Python, SQL » or « Français (natif) ; Anglais (C1) »: an inline list, split when each part is short. */
function splitList(cell: string): string[] {
  const parts = cell.split(/\s*[;,]\s+(?![^()]*\))/).map((p) => p.trim()).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => p.length <= 40) ? parts : [cell];
}

/**
 * Lines of one paragraph that the page wrapped, joined again: a line is continued when the
 * next one starts in lower case or the line does not end a sentence.
 */
function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous !== undefined && (/^[\p{Ll}(«"“]/u.test(line) || !/[.!?:;»”)]$/u.test(previous)) && !/^[•●▪■◦‣∙·*–—-]\s/u.test(line)) {
      out[out.length - 1] = previous.endsWith('-') && /^\p{Ll}/u.test(line) ? previous + line : `${previous} ${line}`;
    } else out.push(line);
  }
  return out;
}
