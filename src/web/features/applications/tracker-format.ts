import { longFrenchDate, zurichDay, zurichInstant, zurichTime } from '../../../domain/tracker/zurich-time';

/** Dates and times of the tracker as the page shows them, always in Zurich (like the mails and the proof). */

/** « 3 mars 2026 ». */
export const dayLabel = (day: string) => longFrenchDate(day);

const weekday = new Intl.DateTimeFormat('fr-CH', { weekday: 'short', timeZone: 'Europe/Zurich' });

/** « mar. 10 mars 2026 à 14 h 30 ». */
export function interviewLabel(iso: string): string {
  const at = new Date(iso);
  const [h, m] = zurichTime(at).split(':');
  return `${weekday.format(at)} ${longFrenchDate(zurichDay(at))} à ${Number(h)}\u00a0h\u00a0${m}`;
}

/** The value of a datetime-local input showing `iso` in Zurich. */
export function zurichInputValue(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  return `${zurichDay(at)}T${zurichTime(at)}`;
}

/** The instant a datetime-local value means in Zurich, or null when empty or unreadable. */
export function instantFromInput(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  return match ? zurichInstant(match[1]!, Number(match[2]), Number(match[3])).toISOString() : null;
}
