/**
 * Calendar days and months as people in Switzerland read them: the ORP counts an application
 * in the month of its date in Europe/Zurich, whatever the server's or the browser's time zone.
 * Days are `YYYY-MM-DD` strings and months `YYYY-MM`: plain values, compared as strings.
 */
export const ZURICH = 'Europe/Zurich';

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZURICH,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function zurichParts(instant: Date): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const out = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of partsFormat.formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof typeof out] = Number(part.value);
  }
  return out;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day of `instant` in Zurich: 2026-01-31T23:30:00Z is already `2026-02-01` there. */
export function zurichDay(instant: Date): string {
  const p = zurichParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The month (`YYYY-MM`) of a day or of an instant in Zurich. */
export function monthOf(dayOrInstant: string | Date): string {
  return (typeof dayOrInstant === 'string' ? dayOrInstant : zurichDay(dayOrInstant)).slice(0, 7);
}

/** Zurich's offset from UTC at `instant`, in milliseconds (1 h in winter, 2 h in summer). */
function zurichOffsetMs(instant: Date): number {
  const p = zurichParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which Zurich's clocks show `hour:minute` on `day`. */
export function zurichInstant(day: string, hour = 0, minute = 0): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour, minute);
  const first = wall - zurichOffsetMs(new Date(wall));
  const second = wall - zurichOffsetMs(new Date(first));
  return new Date(second);
}

const DAY_MS = 86_400_000;

function dayToUtc(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function utcToDay(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `day` moved by `days` calendar days (negative moves back). */
export function addDays(day: string, days: number): string {
  return utcToDay(dayToUtc(day) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtc(to) - dayToUtc(from)) / DAY_MS);
}

/** True for a real calendar day written `YYYY-MM-DD` (no 31 February). */
export function isValidDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a month written `YYYY-MM`. */
export function isValidMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month after `month`, and the one before. */
export function nextMonth(month: string, by = 1): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

/** The last day of `month`. */
export function lastDayOf(month: string): string {
  return addDays(`${nextMonth(month)}-01`, -1);
}

export type ProofLanguage = 'fr' | 'de' | 'it';
const locales: Record<ProofLanguage, string> = { fr: 'fr-CH', de: 'de-CH', it: 'it-CH' };

/** « janvier 2026 », « Januar 2026 », « gennaio 2026 ». */
export function monthName(month: string, language: ProofLanguage = 'fr'): string {
  return new Intl.DateTimeFormat(locales[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}

/** `31.01.2026`: the Swiss way of writing a day, in the three languages. */
export function swissDate(day: string): string {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** « 5 février 2026 » (French, long). */
export function longFrenchDate(day: string): string {
  return new Intl.DateTimeFormat('fr-CH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** `14:30` in Zurich. */
export function zurichTime(instant: Date): string {
  const p = zurichParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}
