import { isValidDay } from './zurich-time.js';

/**
 * Dates as people write them in Swiss spreadsheets, day first: 31.01.2026, 31.1.26, 31/01/2026,
 * 31-01-2026, 2026-01-31, « 31 janvier 2026 », « 1er févr. 2026 », « 31. Januar 2026 »,
 * « 31 gennaio 2026 », « 31 Jan 2026 », with or without a time after them. Numeric dates are
 * read day first (01/02/2026 is 1 February), as everywhere in Switzerland.
 */

const MONTHS: Record<string, number> = {};
const names: Array<[number, string[]]> = [
  [1, ['janvier', 'janv', 'jan', 'januar', 'jaenner', 'janner', 'gennaio', 'genn', 'gen', 'january']],
  [2, ['fevrier', 'fevr', 'fev', 'februar', 'feb', 'febbraio', 'febb', 'february']],
  [3, ['mars', 'mar', 'maerz', 'marz', 'mrz', 'marzo', 'march']],
  [4, ['avril', 'avr', 'april', 'apr', 'aprile']],
  [5, ['mai', 'maggio', 'magg', 'mag', 'may']],
  [6, ['juin', 'juni', 'jun', 'giugno', 'giu', 'june']],
  [7, ['juillet', 'juil', 'juli', 'jul', 'luglio', 'lug', 'july']],
  [8, ['aout', 'august', 'aug', 'agosto', 'ago']],
  [9, ['septembre', 'sept', 'sep', 'september', 'settembre', 'sett', 'set']],
  [10, ['octobre', 'oct', 'oktober', 'okt', 'ottobre', 'ott', 'october']],
  [11, ['novembre', 'nov', 'november']],
  [12, ['decembre', 'dec', 'dezember', 'dez', 'dicembre', 'dic', 'december']],
];
for (const [month, words] of names) for (const word of words) MONTHS[word] = month;

const WEEKDAY =
  /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/;

/** Lower case, accents and « ’ » removed: « Févr. » -> « fevr. ». */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .trim();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function day(year: number, month: number, dayOfMonth: number): string | null {
  const full = year < 100 ? (year <= 69 ? 2000 + year : 1900 + year) : year;
  const value = `${pad(full, 4)}-${pad(month)}-${pad(dayOfMonth)}`;
  return isValidDay(value) ? value : null;
}

/** The day written in `text` (`YYYY-MM-DD`), or null when it is not a date. */
export function parseSwissDate(text: string): string | null {
  let value = foldText(text).replace(/\s+/g, ' ');
  if (!value) return null;
  // A time after the date (« 31.01.2026 14:30 », « 2026-01-31T10:00:00Z ») is not part of the day.
  value = value.replace(/(?:[ t]|,\s*|\s+a\s+|\s+um\s+|\s+alle\s+)\d{1,2}[:h.]\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})?(?:\s*(?:h|uhr))?$/, '').trim();
  value = value.replace(WEEKDAY, '');

  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (m) return day(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4}|\d{2})\.?$/.exec(value);
  if (m) return day(Number(m[4]), Number(m[3]), Number(m[1]));
  m = /^(\d{1,2})(?:er|re|°|\.)?\s*([a-z]+)\.?,?\s+(\d{4}|\d{2})$/.exec(value);
  if (m) {
    const month = MONTHS[m[2]!];
    return month ? day(Number(m[3]), month, Number(m[1])) : null;
  }
  // « January 31, 2026 » (an English spreadsheet).
  m = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(value);
  if (m) {
    const month = MONTHS[m[1]!];
    return month ? day(Number(m[3]), month, Number(m[2])) : null;
  }
  return null;
}

/** The time written after a date (« 31.01.2026 14:30 », « 14h30 »), as hours and minutes. */
export function parseTimeAfterDate(text: string): { hour: number; minute: number } | null {
  const m = /(?:^|[\sT,])(\d{1,2})[:h.](\d{2})(?::\d{2})?\s*(?:h|uhr)?$/i.exec(text.trim());
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}
