/**
 * Dates as imports find them (« Jan 2020 », « mars 2019 », « 03/2021 », « 2018 »), written the
 * way the editor asks for them (MM/AAAA, or the year alone), and the ranges CVs print
 * (« 03/2018 – aujourd’hui », « Januar 2019 - heute », « 2015 – 2017 »).
 */

const MONTHS: Record<string, number> = {};
const add = (month: number, ...names: string[]) => names.forEach((n) => (MONTHS[n] = month));
add(1, 'jan', 'janv', 'janvier', 'januar', 'jän', 'jänner', 'january', 'gen', 'genn', 'gennaio');
add(2, 'feb', 'févr', 'fevr', 'février', 'fevrier', 'februar', 'february', 'febbr', 'febbraio', 'fev', 'fév');
add(3, 'mar', 'mars', 'märz', 'maerz', 'march', 'marzo', 'mrz');
add(4, 'apr', 'avr', 'avril', 'april', 'aprile');
add(5, 'may', 'mai', 'mag', 'maggio');
add(6, 'jun', 'juin', 'juni', 'june', 'giu', 'giugno');
add(7, 'jul', 'juil', 'juillet', 'juli', 'july', 'lug', 'luglio');
add(8, 'aug', 'août', 'aout', 'august', 'ago', 'agosto');
add(9, 'sep', 'sept', 'septembre', 'september', 'set', 'sett', 'settembre');
add(10, 'oct', 'octobre', 'okt', 'oktober', 'october', 'ott', 'ottobre');
add(11, 'nov', 'novembre', 'november');
add(12, 'dec', 'déc', 'décembre', 'decembre', 'dez', 'dezember', 'december', 'dic', 'dicembre');

const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

/** « aujourd’hui », « heute », « oggi », « present »... */
const PRESENT = String.raw`aujourd['’]hui|à ce jour|actuel(?:lement)?|en cours|heute|bis heute|jetzt|laufend|oggi|attuale|in corso|present|current|now|today|ongoing`;

/** One date: a month name and year, a numeric month/year, or a year alone. */
const DATE = String.raw`(?<![\p{L}\p{N}])(?:(?:${MONTH_NAMES})\.?\s+\d{4}|\d{1,2}\s*[/.]\s*\d{4}|(?:19|20)\d{2})(?!\p{N})`;

const SINCE = String.raw`(?<!\p{L})(?:depuis|dès|seit|ab|dal|da|since|from)`;

/** A date range, or « depuis 03/2021 » (start only), anywhere in a line. */
export const DATE_RANGE = new RegExp(
  String.raw`(?:${SINCE}\s+(?<since>${DATE}))|(?<start>${DATE})\s*(?:[-–—]|à|au|bis|al|to|until|jusqu['’]à)\s*(?<end>${DATE}|${PRESENT})`,
  'iu',
);

const PRESENT_RE = new RegExp(`^(?:${PRESENT})$`, 'iu');

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * One date in the editor's form: « Jan 2020 » → « 01/2020 », « 3/2021 » → « 03/2021 », « 2018 »
 * → « 2018 »; an end meaning « still there » → '' (the templates print « depuis »); text that is
 * not a date is kept as it was.
 */
export function normaliseDate(value: string | undefined | null): string {
  const text = (value ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return '';
  if (PRESENT_RE.test(text)) return '';
  const numeric = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? `${pad(month)}/${numeric[2]}` : text;
  }
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(text);
  if (iso) {
    const month = Number(iso[2]);
    return month >= 1 && month <= 12 ? `${pad(month)}/${iso[1]}` : iso[1]!;
  }
  const named = /^(\p{L}+)\.?\s+(\d{4})$/u.exec(text);
  if (named) {
    const month = MONTHS[named[1]!.toLocaleLowerCase('fr')];
    if (month) return `${pad(month)}/${named[2]}`;
  }
  return text;
}

export interface FoundRange {
  startDate: string;
  endDate: string;
  /** The line without the range (what is left may be a title or a place). */
  rest: string;
}

/** The first date range in a line, normalised. */
export function findDateRange(line: string): FoundRange | undefined {
  const match = DATE_RANGE.exec(line);
  if (!match?.groups) return undefined;
  const { since, start, end } = match.groups;
  const rest = (line.slice(0, match.index) + ' ' + line.slice(match.index + match[0].length))
    .replace(/^[\s|,·•–—-]+|[\s|,·•–—-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { startDate: normaliseDate(since ?? start), endDate: since ? '' : normaliseDate(end), rest };
}

/** A line that is a single date (« 2019 », « 06/2020 »), as education and certificates print them. */
export function singleDate(line: string): string | undefined {
  const text = line.trim();
  return new RegExp(`^${DATE}$`, 'iu').test(text) ? normaliseDate(text) : undefined;
}
