/**
 * Dates as imports find them (« Jan 2020 », « mars 2019 », « 03/2021 », « 15.07.2021 »,
 * « 2018 », « Spring 2020 »), written the way the editor asks for them (MM/AAAA, or the year
 * alone), and the ranges CVs print (« 03/2018 – aujourd’hui », « Januar 2019 - heute »,
 * « 2015 – 2017 », « Juin – Août 2019 », « 3 - 4/2014 », « 2023-26 », « seit 02/2023 », « 20172018 » whose dash the PDF lost). Lines
 * are at most a few hundred characters (source-lines.ts), and no pattern here nests quantifiers.
 */

const MONTHS: Record<string, number> = {};
const add = (month: number, ...names: string[]) => names.forEach((n) => (MONTHS[n] = month));
add(1, 'jan', 'janv', 'janvier', 'januar', 'jän', 'jänner', 'january', 'gen', 'genn', 'gennaio', 'ene', 'enero');
add(2, 'feb', 'févr', 'fevr', 'février', 'fevrier', 'februar', 'february', 'febbr', 'febbraio', 'fev', 'fév', 'febr');
add(3, 'mar', 'mars', 'märz', 'maerz', 'march', 'marzo', 'mrz', 'marz');
add(4, 'apr', 'avr', 'avril', 'april', 'aprile', 'abr');
add(5, 'may', 'mai', 'mag', 'maggio', 'mayo');
add(6, 'jun', 'juin', 'juni', 'june', 'giu', 'giugno', 'jui');
add(7, 'jul', 'juil', 'juillet', 'juli', 'july', 'lug', 'luglio');
add(8, 'aug', 'août', 'aout', 'august', 'ago', 'agosto');
add(9, 'sep', 'sept', 'septembre', 'september', 'set', 'sett', 'settembre');
add(10, 'oct', 'octobre', 'okt', 'oktober', 'october', 'ott', 'ottobre');
add(11, 'nov', 'novembre', 'november');
add(12, 'dec', 'déc', 'décembre', 'decembre', 'dez', 'dezember', 'december', 'dic', 'dicembre');

const SEASONS = [
  'spring',
  'summer',
  'fall',
  'autumn',
  'winter',
  'printemps',
  'été',
  'ete',
  'automne',
  'hiver',
  'frühling',
  'fruhling',
  'sommer',
  'herbst',
  'primavera',
  'estate',
  'autunno',
  'inverno',
  'ws',
  'ss',
  'hs',
  'fs',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map(escape)
  .join('|');
const SEASON_NAMES = SEASONS.sort((a, b) => b.length - a.length).join('|');

/** « aujourd’hui », « heute », « oggi », « present »... */
const PRESENT = String.raw`aujourd['’]?hui|à ce jour|ce jour|actuellement|actuel|en cours|maintenant|présent|present|heute|jetzt|laufend|dato|aktuell|oggi|presente|attuale|in corso|current|now|today|ongoing|to date|date`;

/** One date: a month name and year, a numeric date, a season and year, or a year alone. */
const DATE = String.raw`(?<![\p{L}\p{N}])(?:(?:\d{1,2}(?:er|\.)?\s+)?(?:${MONTH_NAMES})\.?,?\s*\d{4}|(?:${SEASON_NAMES})\.?\s+\d{4}|\d{1,2}\s*[/.]\s*\d{1,2}\s*[/.]\s*\d{4}|\d{1,2}\s*[/.]\s*\d{4}|\d{4}\s*[-/.]\s*\d{1,2}(?![\d/.])|(?:19|20)\d{2})(?![\p{N}])`;
const DASH = String.raw`\s*(?:[-–—‑‒−~]+|\s(?:à|au|a|bis|al|to|until|till|jusqu['’]?(?:à|au|en))\s)\s*`;
const SINCE = String.raw`(?<!\p{L})(?:depuis|dès|des|seit|ab|dal|da|since|from|desde)`;
const SHORT_END = String.raw`(?<end2>\d{2})(?![\p{N}/.])`;

/** A date range (« 2015 – 2017 », « 2023-26 »), or « depuis 03/2021 » (start only), anywhere in a line. */
const DATE_RANGE = new RegExp(
  String.raw`(?<![\p{L}])(?<m1>${MONTH_NAMES})\.?${DASH}(?<m2>${MONTH_NAMES})\.?,?\s*(?<my>\d{4})(?![\p{N}])|(?<![\p{N}/.])(?<n1>0?[1-9]|1[0-2])\s*[-–]\s*(?<n2>0?[1-9]|1[0-2])\s*\/\s*(?<ny>(?:19|20)\d{2})(?![\p{N}])(?!\s*[-–—]\s*\d)|(?:${SINCE}\s+(?<since>${DATE}))|(?<start>${DATE})${DASH}(?:(?<end>${DATE}|${PRESENT})|${SHORT_END})|(?<present2>${DATE})\s*(?:-|–|—)?\s*(?:${PRESENT})\b`,
  'iu',
);
/** Two years whose dash the PDF lost (« 20172018 »). */
const GLUED_YEARS = /(?<![\p{N}])((?:19|20)\d{2})((?:19|20)\d{2})(?![\p{N}])/u;
/** « 2020/2022 », « 2019/20 »: two years by a slash (a month would be 1-12: « 2019/05 » is not one). */
const SLASHED_YEARS = /(?<![\p{N}/.])((?:19|20)\d{2})\s?\/\s?((?:19|20)\d{2}|\d{2})(?![\p{N}/.])/u;
const ONE_DATE = new RegExp(DATE, 'iu');
const PRESENT_RE = new RegExp(`^(?:${PRESENT})$`, 'iu');
const SEASON_RE = new RegExp(`^(?:${SEASON_NAMES})\\.?\\s+(\\d{4})$`, 'iu');

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One date in the editor's form: « Jan 2020 » → « 01/2020 », « 3/2021 » → « 03/2021 »,
 * « 15.07.2021 » → « 07/2021 », « 2018 » → « 2018 »; an end meaning « still there » → '' (the
 * templates print « depuis »); text that is not a date is kept as it was.
 */
export function normaliseDate(value: string | undefined | null): string {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return '';
  if (PRESENT_RE.test(text)) return '';
  const full = /^(\d{1,2})\s*[/.]\s*(\d{1,2})\s*[/.]\s*(\d{4})$/.exec(text);
  if (full) {
    const month = Number(full[2]);
    return month >= 1 && month <= 12 ? `${pad(month)}/${full[3]}` : full[3]!;
  }
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? `${pad(month)}/${numeric[2]}` : text;
  }
  const iso = /^(\d{4})\s*[-/.]\s*(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  if (iso) {
    const month = Number(iso[2]);
    return month >= 1 && month <= 12 ? `${pad(month)}/${iso[1]}` : iso[1]!;
  }
  const named = /^(?:\d{1,2}(?:er|\.)?\s+)?(\p{L}+)\.?,?\s*(\d{4})$/u.exec(text);
  if (named) {
    const month = MONTHS[named[1]!.toLocaleLowerCase('fr')];
    if (month) return `${pad(month)}/${named[2]}`;
  }
  const season = SEASON_RE.exec(text);
  if (season) return season[1]!;
  return text;
}

export interface FoundRange {
  startDate: string;
  endDate: string;
  /** The line without the range (what is left may be a title or a place). */
  rest: string;
  /** Where the range starts in the line and how long it is. */
  index: number;
  length: number;
}

const restOf = (line: string, index: number, length: number) => {
  const rest = (line.slice(0, index) + ' ' + line.slice(index + length))
    .replace(/\(\s*\)/g, '')
    .replace(/^[\s|,;:·•–—-]+|[\s|,;:·•–—(-]+$/g, '')
    .replace(/[^\S\t]+/g, ' ')
    .trim();
  // A bracket the dates closed (« (2019 – 2021) »), not one of the text's own (« TOULOUSE (31) »).
  const open = (rest.match(/\(/g) ?? []).length;
  const close = (rest.match(/\)/g) ?? []).length;
  return (close > open ? rest.replace(/\)\s*$/, '') : rest).replace(/^\(\s*/, (m) => (open > close ? '' : m)).trim();
};

/** The first date range in a line, normalised. */
export function findDateRange(line: string): FoundRange | undefined {
  const match = DATE_RANGE.exec(line);
  if (match?.groups?.ny) {
    // « 3 - 4/2014 »: two months of one year, in figures (« 12 - 3/2014 » began the year before).
    const { n1, n2, ny } = match.groups;
    const startYear = Number(n1) <= Number(n2!) ? ny : String(Number(ny) - 1);
    return {
      startDate: normaliseDate(`${n1}/${startYear}`),
      endDate: normaliseDate(`${n2}/${ny}`),
      rest: restOf(line, match.index, match[0].length),
      index: match.index,
      length: match[0].length,
    };
  }
  if (match?.groups?.my) {
    // « Juin – Août 2019 »: two months of one year.
    const { m1, m2, my } = match.groups;
    return {
      startDate: normaliseDate(`${m1} ${my}`),
      endDate: normaliseDate(`${m2} ${my}`),
      rest: restOf(line, match.index, match[0].length),
      index: match.index,
      length: match[0].length,
    };
  }
  if (match?.groups?.start && match.groups.end) {
    // « 2019/2020 - 2021/2022 »: from the first school year's start to the last one's end.
    const before = /((?:19|20)\d{2})\s?\/\s?$/u.exec(line.slice(Math.max(0, match.index - 6), match.index));
    const after = /^\s?\/\s?((?:19|20)\d{2})(?![\p{N}])/u.exec(line.slice(match.index + match[0].length));
    if (before && after && /^\d{4}$/.test(match.groups.start.trim()) && /^\d{4}$/.test(match.groups.end.trim())) {
      const index = match.index - before[0].length;
      const length = before[0].length + match[0].length + after[0].length;
      return { startDate: before[1]!, endDate: after[1]!, rest: restOf(line, index, length), index, length };
    }
  }
  if (match?.groups) {
    const { since, start, end, end2, present2 } = match.groups;
    let startDate = normaliseDate(since ?? start ?? present2);
    let endDate = since || present2 ? '' : end2 ? shortEnd(start ?? '', end2) : normaliseDate(end);
    if (endDate === undefined) return undefined;
    // A range printed newest first (« 2021 – 2019 »): the older date starts it.
    if (startDate && endDate && sortKey(endDate) < sortKey(startDate)) [startDate, endDate] = [endDate, startDate];
    return { startDate, endDate, rest: restOf(line, match.index, match[0].length), index: match.index, length: match[0].length };
  }
  // « (2007/2008) », « 2019/20 »: a school or season year, two years apart at most by a slash.
  const slashed = SLASHED_YEARS.exec(line);
  if (slashed) {
    const end = slashed[2]!.length === 2 ? shortEnd(slashed[1]!, slashed[2]!) : slashed[2]!;
    if (end.length === 4 && Number(end) > Number(slashed[1]) && Number(end) - Number(slashed[1]) <= 15)
      return { startDate: slashed[1]!, endDate: end, rest: restOf(line, slashed.index, slashed[0].length), index: slashed.index, length: slashed[0].length };
  }
  const glued = GLUED_YEARS.exec(line);
  if (glued && Number(glued[2]) >= Number(glued[1]) && Number(glued[2]) - Number(glued[1]) <= 15) {
    return { startDate: glued[1]!, endDate: glued[2]!, rest: restOf(line, glued.index, glued[0].length), index: glued.index, length: glued[0].length };
  }
  return undefined;
}

/** « 2023-26 »: the end year written with two digits, read in the start's century. */
function shortEnd(start: string, end2: string): string {
  const year = /(\d{4})$/.exec(normaliseDate(start))?.[1];
  if (!year) return end2;
  const full = Number(year.slice(0, 2) + end2);
  return full >= Number(year) && full - Number(year) <= 20 ? String(full) : end2;
}

const sortKey = (date: string) => {
  const my = /^(\d{2})\/(\d{4})$/.exec(date);
  if (my) return Number(my[2]) * 12 + Number(my[1]);
  const y = /^(\d{4})$/.exec(date);
  return y ? Number(y[1]) * 12 + 6 : 0;
};

export interface FoundDate {
  date: string;
  rest: string;
  index: number;
  length: number;
}

/** The first single date in a line (« Juillet 2024 : inscription… », « *2013 : BFEM »). */
export function findDate(line: string): FoundDate | undefined {
  const match = ONE_DATE.exec(line);
  if (!match) return undefined;
  return { date: normaliseDate(match[0]), rest: restOf(line, match.index, match[0].length), index: match.index, length: match[0].length };
}

/** A line that is a single date (« 2019 », « 06/2020 »), as education and certificates print them. */
export function singleDate(line: string): string | undefined {
  const text = line
    .trim()
    .replace(/^[([]|[)\]:]$/g, '')
    .trim();
  const found = ONE_DATE.exec(text);
  return found && found.index === 0 && found[0].length === text.length ? normaliseDate(text) : undefined;
}
