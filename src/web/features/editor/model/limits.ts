import { stripControlChars } from '../../../../domain/cv/control-chars';

/** French texts of the editor's limits (the domain's CV_LIMITS). */
export const listCapHint = (max: number) => `Maximum atteint\u00a0: une section ne peut pas contenir plus de ${max} éléments.`;
export const pasteCutNotice = (max: number, removed: number) =>
  `Le texte collé a été raccourci\u00a0: ce champ accepte ${max} caractères au plus (${removed} caractère${removed > 1 ? 's' : ''} non collé${removed > 1 ? 's' : ''}).`;
export const counterText = (length: number, max: number) => `${length} / ${max} caractères`;

/** A counter shows from 80 % of the limit. */
export const nearLimit = (length: number, max: number) => length >= Math.floor(max * 0.8);

/**
 * What a paste leaves in a field of `max` characters: the text around the selection, the pasted
 * text without control characters and cut to the room left, and how much was cut.
 */
export function pasteWithinLimit(
  current: string,
  selection: { start: number; end: number },
  pasted: string,
  max: number,
): { value: string; caret: number; removed: number } {
  const clean = stripControlChars(pasted).replace(/\n/g, ' ');
  const before = current.slice(0, selection.start);
  const after = current.slice(selection.end);
  const room = Math.max(0, max - before.length - after.length);
  const kept = clean.slice(0, room);
  return { value: before + kept + after, caret: before.length + kept.length, removed: clean.length - kept.length };
}
