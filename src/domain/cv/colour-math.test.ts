import { describe, expect, it } from 'vitest';
import { contrastRatio, ensureContrast, mixColors, parseHexColor, readableTextOn } from './colour-math.js';

describe('colour arithmetic', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#133664', { r: 19, g: 54, b: 100 }],
    ['#00000080', { r: 127, g: 127, b: 127 }],
    ['#ABCDEF', { r: 171, g: 205, b: 239 }],
    ['133664', undefined],
    ['#12345', undefined],
    ['gradient', undefined],
  ])('parseHexColor(%s)', (hex, expected) => {
    expect(parseHexColor(hex)).toEqual(expected);
  });

  it('mixes two colours', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#133664', '#ffffff', 0)).toBe('#133664');
    expect(mixColors('#133664', '#ffffff', 1)).toBe('#ffffff');
  });

  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it.each([
    ['#133664', '#ffffff'],
    ['#27384c', '#ffffff'],
    ['#46719d', '#ffffff'],
    ['#3F5130', '#ffffff'],
    ['#513031', '#ffffff'],
    ['#E1E1E1', '#1f2328'],
    ['#f3eadf', '#1f2328'],
    ['#e7e8e6', '#1f2328'],
  ])('text on %s is %s', (background, text) => {
    expect(readableTextOn(background)).toBe(text);
  });

  it('darkens a colour until it reads on white', () => {
    const ink = ensureContrast('#e7e8e6', '#ffffff', 4.5);
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ensureContrast('#133664', '#ffffff', 4.5)).toBe('#133664');
  });
});
