import { describe, expect, it } from 'vitest';
import { contrastRatio, isDarkColor } from './colour-math.js';
import {
  accentColorsFor,
  colorOptions,
  defaultAccentColors,
  isValidAccentColor,
  normaliseAccentColor,
  secondaryColorFor,
  templatePalette,
  templateTone,
} from './colours.js';
import { TEMPLATE_IDS } from './template-catalogue.js';

describe('accent colours', () => {
  it('offers the spec options', () => {
    expect(colorOptions.map((o) => o.value)).toEqual(['#E1E1E1', '#3F5130', '#513031', 'gradient']);
  });

  it.each([
    ['gradient', 'gradient'],
    ['#abc', '#abc'],
    ['#AABBCC', '#AABBCC'],
    ['#aabbccdd', '#aabbccdd'],
    ['#abcd', '#E1E1E1'],
    ['#abcde', '#E1E1E1'],
    ['aabbcc', '#E1E1E1'],
    ['#ggg', '#E1E1E1'],
    ['red', '#E1E1E1'],
    ['Gradient', '#E1E1E1'],
    ['', '#E1E1E1'],
    [undefined, '#E1E1E1'],
    [null, '#E1E1E1'],
    [0x133664, '#E1E1E1'],
  ])('normaliseAccentColor(%j) is %s', (value, expected) => {
    expect(normaliseAccentColor(value)).toBe(expected);
    expect(isValidAccentColor(value)).toBe(expected === value);
  });
});

describe('template palettes', () => {
  it.each([
    [1, 'light', '#f3eadf'],
    [2, 'dark', '#133664'],
    [3, 'dark', '#46719d'],
    [4, 'light', '#e7e8e6'],
    [5, 'dark', '#27384c'],
    [6, 'light', '#e7e8e6'],
  ] as const)('template %i: %s set of six, default %s', (id, tone, defaultColor) => {
    const palette = templatePalette(id);
    expect(palette).toHaveLength(6);
    expect(new Set(palette).size).toBe(6);
    expect(palette[0]).toBe(defaultColor);
    expect(templateTone(id)).toBe(tone);
    expect(defaultAccentColors(id).primary).toBe(defaultColor);
    for (const color of palette) expect(isDarkColor(color)).toBe(tone === 'dark');
  });

  it('has a designed secondary for every palette colour that stands out from the accent', () => {
    const weak: string[] = [];
    for (const id of TEMPLATE_IDS) {
      for (const primary of templatePalette(id)) {
        const secondary = secondaryColorFor(id, primary);
        // Companion shapes need 3:1 against the accent (WCAG 1.4.11); the light designs print
        // their headings in the secondary, so there it is text on white and on the pastel (4.5:1).
        const min = templateTone(id) === 'light' ? 4.5 : 3;
        if (contrastRatio(primary, secondary) < min) weak.push(`${id} ${primary}/${secondary}`);
        if (templateTone(id) === 'light' && contrastRatio(secondary, '#ffffff') < 4.5) weak.push(`${id} ${secondary} on white`);
      }
    }
    expect(weak).toEqual([]);
  });

  it.each([
    [1, '#123456', '#333132'],
    [4, '#123456', '#333132'],
    [6, '#123456', '#333132'],
    [2, '#123456', '#dee4ef'],
    [3, '#123456', '#dee4ef'],
    [5, '#123456', '#dee4ef'],
    [9, '#123456', '#333132'],
  ])('template %i falls back for an unlisted colour', (id, primary, expected) => {
    expect(secondaryColorFor(id, primary)).toBe(expected);
  });

  it.each([
    [2, '#133664', '#dee4ef'],
    [2, '#133664'.toUpperCase(), '#dee4ef'],
    [1, '#F3EADF', '#6b5440'],
    [5, '#E1E1E1', '#4a4a4a'],
    [1, 'gradient', '#4a4038'],
  ])('template %i, colour %s has the secondary %s', (id, primary, expected) => {
    expect(secondaryColorFor(id, primary)).toBe(expected);
  });

  it('derives the secondary when the colour changes, after checking the colour', () => {
    expect(accentColorsFor(3, '#0f6b66')).toEqual({ primary: '#0f6b66', secondary: '#d4eeeb' });
    expect(accentColorsFor(3, 'blue')).toEqual({ primary: '#E1E1E1', secondary: '#4a4a4a' });
  });
});
