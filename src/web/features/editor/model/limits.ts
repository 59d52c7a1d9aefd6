import { stripControlChars } from '../../../../domain/cv/control-chars';

/** French texts of the editor's limits (the domain's CV_LIMITS). */
export const listCapHint = (max: number) => `Maximum atteint\u00a0: une section ne peut pas contenir plus de ${max} éléments.`;
export const customSectionsCapHint = (max: number) => `Maximum atteint\u00a0: un CV ne peut pas avoir plus de ${max} sections personnalisées.`;
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

/** What a character of pasted text costs in the stored HTML (escaped; a line break starts a paragraph). */
function htmlCost(char: string): number {
  if (char === '&') return 5;
  if (char === '<' || char === '>') return 4;
  if (char === '"') return 6;
  if (char === '\n') return '</p><p>'.length;
  return char.length;
}

/**
 * What a paste into a rich-text field keeps: its limit (CV_LIMITS.richText) counts the stored
 * HTML, so the pasted text is cut to the room left by the current HTML (less the selection it
 * replaces, plus a first paragraph when the field is empty). Control characters never get in.
 */
export function richTextPasteWithinLimit(currentHtml: string, selectedText: string, pasted: string, max: number): { kept: string; removed: number } {
  const clean = stripControlChars(pasted.replace(/\r\n?/g, '\n'));
  const freed = Array.from(selectedText).reduce((sum, c) => sum + htmlCost(c), 0);
  let room = max - (currentHtml === '' ? '<p></p>'.length : currentHtml.length) + freed;
  const chars = Array.from(clean);
  let count = 0;
  for (const char of chars) {
    const cost = htmlCost(char);
    if (cost > room) break;
    room -= cost;
    count += 1;
  }
  const kept = chars.slice(0, count).join('');
  return { kept, removed: clean.length - kept.length };
}
