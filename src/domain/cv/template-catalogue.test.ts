import { describe, expect, it } from 'vitest';
import { cvTemplates, resolveTemplateId, templateById, templateImageSrcSet } from './template-catalogue.js';

describe('template catalogue', () => {
  it('has the six templates of the spec, in order', () => {
    expect(cvTemplates.map((t) => [t.id, t.name])).toEqual([
      [1, 'Classic Elegant'],
      [2, 'Minimalist Clean'],
      [3, 'Tech Startup'],
      [4, 'Creative Designer'],
      [5, 'Modern Professional'],
      [6, 'Executive Professional'],
    ]);
  });

  it('offers each gallery image in 400 and 800 px (the files: scripts/templates-images-small.test.ts)', () => {
    expect(templateImageSrcSet(3)).toBe('/templates/modele-3-400.webp 400w, /templates/modele-3.webp 800w');
    expect(templateImageSrcSet(templateById(1).id)).toContain(`${templateById(1).image} 800w`);
  });

  it.each([
    [3, 3],
    [6, 6],
    ['4', 4],
    [' 2 ', 2],
    [undefined, 1],
    [null, 1],
    [0, 1],
    [7, 1],
    [2.5, 1],
    ['abc', 1],
    ['', 1],
    [{}, 1],
  ])('resolveTemplateId(%j) is %i', (input, expected) => {
    expect(resolveTemplateId(input)).toBe(expected);
  });

  it('gives template 1 for an unknown id', () => {
    expect(templateById(42).name).toBe('Classic Elegant');
    expect(templateById(5).name).toBe('Modern Professional');
  });
});
