import { describe, expect, it } from 'vitest';
import { CV_FONT_SIZES, fontSizeLabel } from './cv-layout.js';
import { cvDocumentSchema } from './cv-schema.js';

const issues = (input: unknown) => {
  const result = cvDocumentSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('CV layout settings', () => {
  it('defaults to normal spacing and 10 pt text, for old CVs without the setting too', () => {
    expect(cvDocumentSchema.parse({}).layout).toEqual({ density: 'normal', font_size: 10 });
    expect(cvDocumentSchema.parse({ layout: null }).layout).toEqual({ density: 'normal', font_size: 10 });
    expect(cvDocumentSchema.parse({ layout: { density: 'airy' } }).layout).toEqual({ density: 'airy', font_size: 10 });
  });

  it('keeps every offered value, all at least 10 pt', () => {
    for (const density of ['compact', 'normal', 'airy'] as const) {
      for (const font_size of CV_FONT_SIZES) {
        expect(font_size).toBeGreaterThanOrEqual(10);
        expect(cvDocumentSchema.parse({ layout: { density, font_size } }).layout).toEqual({ density, font_size });
      }
    }
  });

  it('refuses other values with a French message on the field', () => {
    expect(issues({ layout: { density: 'serré' } })).toEqual([{ path: 'layout.density', message: 'Choisissez un espacement\u00a0: compact, normal ou aéré.' }]);
    const sizeError = 'Choisissez une taille de texte parmi 10\u00a0pt, 10,5\u00a0pt, 11\u00a0pt, 11,5\u00a0pt, 12\u00a0pt.';
    expect(issues({ layout: { font_size: 9 } })).toEqual([{ path: 'layout.font_size', message: sizeError }]);
    expect(issues({ layout: { font_size: '11' } })).toEqual([{ path: 'layout.font_size', message: sizeError }]);
  });

  it('labels sizes with a French decimal comma', () => {
    expect(fontSizeLabel(10.5)).toBe('10,5\u00a0pt');
    expect(fontSizeLabel(12)).toBe('12\u00a0pt');
  });
});
