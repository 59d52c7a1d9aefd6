import { languageLevels, skillLevels } from '../cv/levels.js';
import { CV_LANGUAGES, cvLabels } from '../cv/cv-language.js';
import { fold } from './headings.js';
import type { DraftNamedLevel } from './import-draft.js';
import { isLanguageName, startsWithLanguageName } from './vocabulary.js';
import { isPlace } from './entries.js';

/**
 * Skills and languages as CVs list them: one a line, several a line (« Java, Python | SQL »),
 * with a category before them (« Frameworks : React, Vue »), with levels in words, CEFR codes,
 * percentages, stars or dots, and Europass' language grid.
 */
const LEVEL_WORDS = new Map<string, number>();
for (const lang of CV_LANGUAGES) cvLabels[lang].skillLevels.forEach((w, i) => LEVEL_WORDS.set(fold(w), skillLevels[i]!.value));
const MORE_LEVELS: Array<[string, number]> = [
  ['expert', 100],
  ['experte', 100],
  ['experto', 100],
  ['esperto', 100],
  ['excellent', 100],
  ['excellente', 100],
  ['ausgezeichnet', 100],
  ['sehr gut', 80],
  ['très bien', 80],
  ['tres bien', 80],
  ['ottimo', 100],
  ['advanced', 80],
  ['avancé', 80],
  ['avance', 80],
  ['fortgeschritten', 80],
  ['avanzato', 80],
  ['proficient', 80],
  ['confirmé', 80],
  ['confirme', 80],
  ['gut', 60],
  ['bien', 60],
  ['buono', 60],
  ['good', 60],
  ['intermediate', 40],
  ['intermédiaire', 40],
  ['intermediaire', 40],
  ['mittel', 40],
  ['intermedio', 40],
  ['basic', 20],
  ['basics', 20],
  ['notions', 20],
  ['débutant', 20],
  ['debutant', 20],
  ['grundkenntnisse', 20],
  ['grundlagen', 20],
  ['base', 20],
  ['di base', 20],
  ['beginner', 20],
  ['elementary', 20],
];
for (const [w, v] of MORE_LEVELS) if (!LEVEL_WORDS.has(fold(w))) LEVEL_WORDS.set(fold(w), v);

const CEFR = /\b(A1|A2|B1|B2|C1|C2)\b/i;
const NATIVE =
  /(?:langue maternelle|maternelle|langue natale|natale|natif|native|muttersprache|mother tongue|madrelingua|lingua madre|bilingue|bilingual|zweisprachig|native speaker)/i;
const FLUENT = /(?:couramment|courant|fluent|fließend|fliessend|verhandlungssicher|fluente|full professional|professionnel|sehr gut|excellent|ottimo|c2)/i;
const GOOD = /(?:bonnes? connaissances|compétente?|competent|good|gut|buono|avancé|advanced|fortgeschritten|professional working|b2)/i;
const MEDIUM = /(?:intermédiaire|intermediate|mittel|intermedio|moyen|limited working|conversational|scolaire|schulkenntnisse|b1)/i;
const BASIC = /(?:notions|débutant|basic|grundkenntnisse|élémentaire|elementary|base|elementare|beginner|a1|a2)/i;

/** A language's level from what the CV writes beside it (0-100 as our levels), or null. */
export function languageLevel(text: string): number | null {
  const cefr = CEFR.exec(text);
  if (cefr) return languageLevels.find((l) => l.code === cefr[1]!.toUpperCase())!.value;
  if (NATIVE.test(text)) return 100;
  const percent = /(\d{1,3})\s*%/.exec(text);
  if (percent) return Math.min(100, Number(percent[1]));
  const marks = markLevel(text);
  if (marks !== null) return marks;
  if (FLUENT.test(text)) return 83;
  if (GOOD.test(text)) return 67;
  if (MEDIUM.test(text)) return 50;
  if (BASIC.test(text)) return 33;
  return null;
}

/** ★★★☆☆, ●●●○○, ■■■□□: the share of full marks. */
function markLevel(text: string): number | null {
  const full = (text.match(/[★●■◆⬤▰]/gu) ?? []).length;
  const empty = (text.match(/[☆○□◇◯▱]/gu) ?? []).length;
  return full + empty >= 3 ? Math.round((100 * full) / (full + empty)) : null;
}

const LEVEL_TEXT = new RegExp(
  String.raw`\s*(?:[(:–—-]\s*|\s)\s*(?:(?:A1|A2|B1|B2|C1|C2)\b[^,;]*|\d{1,3}\s*%|[★☆●○■□◆◇⬤◯▰▱\s]{3,}|${[...LEVEL_WORDS.keys()]
    .concat([
      'langue maternelle',
      'maternelle',
      'langue natale',
      'natif',
      'native',
      'muttersprache',
      'mother tongue',
      'madrelingua',
      'courant',
      'fluent',
      'fließend',
      'fliessend',
      'bilingue',
      'bilingual',
      'notions',
      'scolaire',
      'professionnel',
      'lu, écrit, parlé',
      'parlé et écrit',
      'écrit',
      'parlé',
    ])
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})[^,;]*\)?\s*$`,
  'iu',
);

/** Boilerplate of Europass' language grid: not content of the CV. */
const GRID_WORDS =
  /^(?:mother tongue\(?s?\)?|other language\(?s?\)?|langue\(?s?\)? maternelle\(?s?\)?|autre\(?s?\)? langue\(?s?\)?|muttersprache\(?n?\)?|weitere sprache\(?n?\)?|madrelingua|altre? lingu[ae]|listening|reading|spoken interaction|spoken production|writing|understanding|speaking|compréhension|comprendre|écouter|lire|parler|prendre part à une conversation|s'exprimer oralement en continu|écrire|expression écrite|expression orale|verstehen|hören|lesen|sprechen|an gesprächen teilnehmen|zusammenhängendes sprechen|schreiben|comprensione|ascolto|lettura|parlato|interazione|produzione orale|scritto|produzione scritta|levels?: a1.*|niveaux?: a1.*|common european framework.*|cadre européen.*|gemeinsamer europäischer.*|quadro comune europeo.*)$/i;

export const isGridWord = (text: string) => GRID_WORDS.test(fold(text).replace(/\s+/g, ' ').trim()) || GRID_WORDS.test(text.trim().toLowerCase());

/** A label that says the list after it is of languages (folded: no accents, lower case). */
const LANGUAGES_LABEL =
  /^(?:(?:foreign |spoken )?languages?|(?:competences |connaissances )?(?:en |des )?langues?|competences linguistiques|connaissances linguistiques|language skills|(?:fremd)?sprachen|sprachkenntnisse|lingue(?: straniere)?|conoscenze linguistiche|competenze linguistiche)$/;

// « Java sur NetBeans », « SQL auf Oracle »: a tool and what it runs on are two skills.
const SPLIT = /\s*(?:\t|\s\|\s|\|\s|\s\|(?=\s)|[•·●▪■◦‣∙]|;|\s[/–—]\s(?![^()]*\))|,\s*(?![^()]*\))|\s(?:sur|auf)\s)\s*/u;

const stripLevel = (item: string) => {
  const level = LEVEL_TEXT.exec(item);
  return level && level.index > 0 ? { name: item.slice(0, level.index).trim(), levelText: level[0] } : { name: item.trim(), levelText: '' };
};

/** A line of a skills section and the category before it, if it has one. */
function labelledLine(text: string): { body: string; label?: string; languages: boolean } {
  let body = text.trim();
  // « Langages informatiques⇥Python, Java, C »: a short label cell before a list cell.
  const cells = body.split('\t');
  if (cells.length === 2 && cells[0]!.split(/\s+/).length <= 4 && /[,;]/.test(cells[1]!) && !/[,;]/.test(cells[0]!)) body = `${cells[0]}: ${cells[1]}`;
  // « Lingue Italiano (madrelingua), Inglese C1 »: a languages label whose separator was lost.
  const bare = /^(\p{L}+)\s+(?=\p{Lu})/u.exec(body);
  if (bare && LANGUAGES_LABEL.test(fold(bare[1]!)) && startsWithLanguageName(body.slice(bare[0].length))) body = `${bare[1]}: ${body.slice(bare[0].length)}`;
  // « Frameworks : React, Vue » or « EDV-Kenntnisse: Word, Excel »: the category is not a skill.
  const colon = /^([^:：]{2,40}?)\s*[:：]\s+(.+)$/u.exec(body);
  if (!colon || colon[1]!.split(/\s+/).length > 5) return { body, languages: false };
  // « Languages: English (Fluent), Hindi (Fluent) » has levels after its label; « Anglais : courant » is one language.
  if (LANGUAGES_LABEL.test(fold(colon[1]!).trim())) return { body: colon[2]!, label: colon[1]!, languages: true };
  if (!LEVEL_WORDS.has(fold(colon[2]!)) && languageLevel(colon[2]!) === null) return { body: colon[2]!, label: colon[1]!, languages: false };
  return { body, languages: false };
}

/** « Languages: English (Fluent), Hindi (Fluent) » in a skills section: the list after the label, or null. */
export function languagesListed(text: string): string | null {
  const line = labelledLine(text);
  return line.languages ? line.body : null;
}

/** A line of a skills section: its skills, the languages it names, and what it could not place. */
export function readSkillLine(text: string): { skills: DraftNamedLevel[]; languages: DraftNamedLevel[]; label?: string } {
  const { body, label } = labelledLine(text);
  const skills: DraftNamedLevel[] = [];
  const languages: DraftNamedLevel[] = [];
  for (const raw of body.split(SPLIT)) {
    const item = raw
      .replace(/^[\s\-–—*+>»·•|]+|[\s,.;|]+$/gu, '')
      .replace(/\s(?:sur|auf)$/u, '')
      .trim();
    if (!item) continue;
    const level = LEVEL_WORDS.get(fold(item));
    if (level !== undefined && skills.length) {
      skills.at(-1)!.level = level;
      continue;
    }
    if (languageLevel(item) !== null && /^(?:[A-C][12]|\d{1,3}\s*%)$/i.test(item) && languages.length) {
      languages.at(-1)!.level = languageLevel(item);
      continue;
    }
    const { name, levelText } = stripLevel(item);
    if (isLanguageName(name) || (startsWithLanguageName(name) && levelText)) {
      languages.push({ name, level: levelText ? languageLevel(levelText) : null });
      continue;
    }
    const bracket = /^(.+?)\s*\(([^()]+)\)$/.exec(name);
    const bracketLevel = bracket ? LEVEL_WORDS.get(fold(bracket[2]!)) : undefined;
    if (bracket && bracketLevel !== undefined) skills.push({ name: bracket[1]!, level: bracketLevel });
    else
      skills.push({
        name,
        level: levelText ? (LEVEL_WORDS.get(fold(levelText.replace(/^[\s(:–—-]+|[\s)]+$/g, ''))) ?? markLevel(levelText) ?? percent(levelText)) : null,
      });
  }
  return { skills, languages, ...(label ? { label } : {}) };
}

const percent = (text: string) => {
  const p = /(\d{1,3})\s*%/.exec(text);
  return p ? Math.min(100, Number(p[1])) : null;
};

const LEVEL_VOCABULARY =
  /\b(?:[abc][12]|niveau|level|livello|langue|maternelle|natale|natif|native|mother|tongue|muttersprache|madrelingua|lingua|madre|couramment|courant|compétente?|competent|fluent|fließend|fliessend|fluente|verhandlungssicher|bilingue|bilingual|sehr|gut|gute|kenntnisse|bonnes?|connaissances|notions|intermédiaire|intermediate|avancé|advanced|fortgeschritten|grundkenntnisse|débutant|beginner|basic|élémentaire|elementary|elementare|ottimo|buono|buona|buone|base|discreto|discreta|scolastico|scolastica|professional|professionnel|working|proficiency|full|limited|speaker|scolaire|mittel|good|excellent|very|très|et|and|und|e)\b/giu;

/** Whether a level text holds more than level words (a certificate, a score, « lu, écrit, parlé »). */
function unreadLevel(text: string): boolean {
  return text.replace(LEVEL_VOCABULARY, ' ').replace(/[^\p{L}\p{N}]+/gu, '').length > 2;
}

/** A line of a languages section: the languages it names with their levels, and what is not one. */
export function readLanguageLine(text: string): { languages: DraftNamedLevel[]; levelOnly: number | null; rest: string[] } {
  // Europass' « Mother tongue(s): Bulgarian », « Other language(s): English, German ».
  const labelled =
    /^(mother tongues?|other languages?|langues? maternelles?|autres? langues?|muttersprachen?|weitere sprachen?|madrelingua|altr[ae] lingu[ae])\s*[:：]\s*(\S.*)$/iu.exec(
      text.trim().replace(/\(([sn])\)/gu, '$1'),
    );
  if (labelled) {
    const read = readLanguageLine(labelled[2]!);
    const native = /mother|maternelle|mutter|madre/i.test(labelled[1]!) ? languageLevel(labelled[1]!) : null;
    return { ...read, languages: read.languages.map((l) => ({ ...l, level: l.level ?? native })) };
  }
  const languages: DraftNamedLevel[] = [];
  const rest: string[] = [];
  const parts = text.split(/\s*(?:\t|\s\|\s|[•·●▪■]|;|,\s+(?=\p{Lu})|\s[/–—-]\s(?=\p{Lu}\p{Ll}+\s*[(:–—-]))\s*/u).filter((p) => p.trim());
  for (const part of parts) {
    const clean = part.replace(/^[\s\-–—*+>»]+|[\s,.;:：]+$/gu, '').trim();
    if (!clean) continue;
    const inline = /^(\p{L}[\p{L}\s-]{1,30}?)\s*(?:[:(–—-]|\s(?=\S))\s*(.*)$/u.exec(clean);
    if (isLanguageName(clean)) languages.push({ name: clean, level: null });
    else if (inline && isLanguageName(inline[1]!)) {
      languages.push({ name: inline[1]!.trim(), level: languageLevel(inline[2]!) });
      // What the level says beyond a level (« TOEFL 613 », « lu, écrit, parlé ») is kept for review.
      if (unreadLevel(inline[2]!)) rest.push(clean);
    } else if (languageLevel(clean) !== null && clean.length <= 40) {
      if (languages.length) {
        languages.at(-1)!.level ??= languageLevel(clean);
        if (unreadLevel(clean)) rest.push(`${languages.at(-1)!.name}: ${clean}`);
      } else if (parts.length === 1) return { languages: [], levelOnly: languageLevel(clean), rest };
      else rest.push(clean);
    } else if (isGridWord(clean)) continue;
    else if (clean.split(/\s+/).length <= 2 && /^\p{Lu}/u.test(clean) && !/\d/.test(clean)) languages.push({ name: clean, level: null });
    else {
      // « Conoscenza della lingua Inglese (scritta e parlata) ottima. Ottenuto… »: the languages a
      // sentence names; the sentence itself goes for review, nothing of it is lost.
      const named = languagesNamedIn(clean);
      const firstClause = clean.split(/[.;](?:\s|$)/)[0] ?? clean;
      named.forEach((name) => languages.push({ name, level: named.length === 1 ? languageLevel(firstClause) : null }));
      rest.push(clean);
    }
  }
  return { languages, levelOnly: null, rest };
}

/** The languages a sentence names, capitalised or after « lingua », « langue », « Sprache »… (three at most). */
function languagesNamedIn(sentence: string): string[] {
  if (sentence.split(/\s+/).length < 4) return [];
  const words = sentence.split(/[^\p{L}-]+/u).filter(Boolean);
  const names: string[] = [];
  words.forEach((word, i) => {
    const after = /^(?:lingua|langue|language|sprache|lengua)$/i.test(words[i - 1] ?? '');
    if ((/^\p{Lu}/u.test(word) || after) && isLanguageName(word) && !names.some((n) => fold(n) === fold(word))) names.push(word);
  });
  return names.length <= 3 ? names : [];
}

/** A word that is a tool's name by its shape: « C++ », « C/C++ », « TCP/IP », « HTML5 », « JavaScript », « mySQL », « SQL ». */
function toolShaped(word: string): boolean {
  if (!/\p{L}/u.test(word)) return false;
  return /[+#/]/.test(word) || (/\d/.test(word) && /^[\p{L}\d.-]+$/u.test(word)) || /\p{Ll}\p{Lu}/u.test(word) || /^\p{Lu}{2,}(?:[-.]\p{Lu}+)*$/u.test(word);
}

/**
 * « Conoscenza dei linguaggi di programmazione per programmi desktop C/C++, C#, Java, Python 3 e
 * per il web HTML, CSS… »: the tools a sentence of a skills section names. A tool is a word shaped
 * like one (C++, TCP/IP, mySQL, HTML5) or a capitalised word inside the sentence (Java, Arduino),
 * with the capitalised words and the version after it (« Arduino Uno », « Python 3 », « Power BI »).
 * A sentence's first word, a language's or a place's name is not one.
 */
export function toolsInProse(sentence: string): string[] {
  const tools: string[] = [];
  for (const part of sentence.split(/[.!?](?:\s+|$)|;\s*/u)) {
    let index = 0;
    for (const chunk of part.split(/,|\s(?:e|and|et|und|o|or|ou|oder|y)\s/u)) {
      let run: string[] = [];
      const flush = () => {
        const name = run.join(' ');
        if (name && !isLanguageName(name) && !isPlace(name) && !/^\d+$/.test(name) && name.length <= 30 && !tools.some((t) => fold(t) === fold(name)))
          tools.push(name);
        run = [];
      };
      for (const word of chunk.split(/[\s:()]+/u).filter(Boolean)) {
        const clean = word.replace(/^["'«»“”]+|["'«»“”]+$/gu, '');
        const shaped = toolShaped(clean);
        const capital = /^\p{Lu}\p{Ll}+$/u.test(clean) && index > 0;
        const version = run.length > 0 && /^\d+(?:\.\d+)*$/.test(clean);
        index += 1;
        if (!shaped && !capital && !version) {
          flush();
          continue;
        }
        // Two shaped words are two tools (« HTML CSS »); « Power BI », « SQL Server » are one.
        if (shaped && run.length && toolShaped(run.at(-1)!)) flush();
        run.push(clean);
      }
      flush();
    }
  }
  return tools;
}
