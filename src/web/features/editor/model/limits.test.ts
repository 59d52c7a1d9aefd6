import { describe, expect, it } from 'vitest';
import { nearLimit, pasteCutNotice, pasteWithinLimit, richTextPasteWithinLimit } from './limits';

describe('pasteWithinLimit', () => {
  it('cuts a paste to the room left around the selection and says how much was cut', () => {
    expect(pasteWithinLimit('abcdef', { start: 2, end: 4 }, '123456', 8)).toEqual({ value: 'ab1234ef', caret: 6, removed: 2 });
  });

  it('keeps a paste that fits, without control characters or line breaks', () => {
    expect(pasteWithinLimit('', { start: 0, end: 0 }, 'a\u0000b\r\nc', 10)).toEqual({ value: 'ab c', caret: 4, removed: 0 });
  });
});

describe('richTextPasteWithinLimit', () => {
  it('cuts a paste to the room the stored HTML leaves, counting markup and escapes', () => {
    // '<p>abc</p>' is 10 of 20: 10 left.
    expect(richTextPasteWithinLimit('<p>abc</p>', '', '0123456789xyz', 20)).toEqual({ kept: '0123456789', removed: 3 });
    // '&' is stored as '&amp;' and a line break opens a paragraph.
    expect(richTextPasteWithinLimit('<p>abc</p>', '', 'a&b\nc', 20)).toEqual({ kept: 'a&b', removed: 2 });
  });

  it('gives back the room of the replaced selection, and counts the first paragraph of an empty field', () => {
    expect(richTextPasteWithinLimit('<p>abcdef</p>', 'cdef', '12345', 15)).toEqual({ kept: '123456'.slice(0, 5), removed: 0 });
    expect(richTextPasteWithinLimit('', '', '0123456789', 10)).toEqual({ kept: '012', removed: 7 });
  });

  it('keeps a paste that fits, without control characters', () => {
    expect(richTextPasteWithinLimit('', '', 'a\u0000b', 100)).toEqual({ kept: 'ab', removed: 0 });
  });
});

describe('limit texts', () => {
  it('counts from 80 % of the limit and names what was not pasted', () => {
    expect(nearLimit(159, 200)).toBe(false);
    expect(nearLimit(160, 200)).toBe(true);
    expect(pasteCutNotice(40, 9)).toBe('Le texte collé a été raccourci\u00a0: ce champ accepte 40 caractères au plus (9 caractères non collés).');
  });
});
