import { describe, expect, it } from 'vitest';
import { stripControlChars, stripControlCharsDeep } from './control-chars';

describe('stripControlChars', () => {
  it('removes NUL and the C0 range but keeps tab and newline', () => {
    expect(stripControlChars('a\u0000b\u0001c\u0008d\u000be\u001ff\tg\nh')).toBe('abcdef\tg\nh');
  });

  it('turns carriage returns into newlines', () => {
    expect(stripControlChars('un\r\ndeux\rtrois')).toBe('un\ndeux\ntrois');
  });

  it('keeps accented letters, emoji and DEL-free text as typed', () => {
    expect(stripControlChars('Zürich – café 👍')).toBe('Zürich – café 👍');
  });
});

describe('stripControlCharsDeep', () => {
  it('cleans every string of nested objects and arrays, keys included, and keeps other values', () => {
    expect(stripControlCharsDeep({ 'a\u0000': ['x\u0000', 1, null, { b: 'y\u0007', c: true }] })).toEqual({ a: ['x', 1, null, { b: 'y', c: true }] });
  });
});
