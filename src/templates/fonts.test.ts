import { describe, expect, it } from 'vitest';
import { fontFaceCss } from './fonts.js';

const fallbackFamilies = (css: string) => Array.from(css.matchAll(/font-family:'(Noto [^']+)'/g), (m) => m[1]).filter((f, i, all) => all.indexOf(f) === i);

describe('fontFaceCss: the fallback faces a document needs', () => {
  it('adds none for French, German and Italian text with its typography', () => {
    expect(fallbackFamilies(fontFaceCss([], 'Zoé Müller’s « CV » – 80\u00a0CHF, Ça\u202fva\u202f? Perché più… œuvre € ½'))).toEqual([]);
  });

  it('finds a character beyond the basic plane (an emoji, two UTF-16 units) and each script once', () => {
    expect(fallbackFamilies(fontFaceCss([], 'Bonjour 😀 et encore 😀'))).toEqual(['Noto Emoji']);
    // ✓ is also in the Chinese and Japanese faces' ranges: every face that has a character is named.
    expect(fallbackFamilies(fontFaceCss([], 'أتحدث العربية ✓ 😀'))).toEqual([
      'Noto Sans Symbols 2',
      'Noto Emoji',
      'Noto Sans Arabic',
      'Noto Sans SC',
      'Noto Sans JP',
    ]);
    expect(fallbackFamilies(fontFaceCss([], 'أتحدث العربية 😀'))).toEqual(['Noto Emoji', 'Noto Sans Arabic', 'Noto Sans SC']);
    expect(fallbackFamilies(fontFaceCss([], '𝔘𝔫𝔦𝔠𝔬𝔡𝔢'))).toEqual(['Noto Sans Symbols 2']);
  });

  it('reads a lone surrogate as a character of its own, without failing', () => {
    expect(fallbackFamilies(fontFaceCss([], 'fin\ud83d'))).toEqual([]);
    expect(fallbackFamilies(fontFaceCss([], '\ude00 puis 😀'))).toEqual(['Noto Emoji']);
  });
});
