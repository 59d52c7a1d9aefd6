import { describe, expect, it } from 'vitest';
import { nearLimit, pasteCutNotice, pasteWithinLimit } from './limits';

describe('pasteWithinLimit', () => {
  it('cuts a paste to the room left around the selection and says how much was cut', () => {
    expect(pasteWithinLimit('abcdef', { start: 2, end: 4 }, '123456', 8)).toEqual({ value: 'ab1234ef', caret: 6, removed: 2 });
  });

  it('keeps a paste that fits, without control characters or line breaks', () => {
    expect(pasteWithinLimit('', { start: 0, end: 0 }, 'a\u0000b\r\nc', 10)).toEqual({ value: 'ab c', caret: 4, removed: 0 });
  });
});

describe('limit texts', () => {
  it('counts from 80 % of the limit and names what was not pasted', () => {
    expect(nearLimit(159, 200)).toBe(false);
    expect(nearLimit(160, 200)).toBe(true);
    expect(pasteCutNotice(40, 9)).toBe('Le texte collé a été raccourci\u00a0: ce champ accepte 40 caractères au plus (9 caractères non collés).');
  });
});
