import { describe, expect, it } from 'vitest';
import { clampTitle, committedTitle, displayedCvTitle, TITLE_MAX_LENGTH } from './title-edit';

describe('title editing', () => {
  it('commits a changed, trimmed title', () => {
    expect(committedTitle('Sans titre', '  CV Genève ')).toBe('CV Genève');
  });
  it('ignores an empty or unchanged title', () => {
    expect(committedTitle('CV', '   ')).toBeUndefined();
    expect(committedTitle('CV', 'CV ')).toBeUndefined();
  });
  it('keeps at most 50 characters', () => {
    const long = 'é'.repeat(60);
    expect(clampTitle(long)).toHaveLength(TITLE_MAX_LENGTH);
    expect(committedTitle('x', long)).toBe('é'.repeat(50));
  });
  it("shows 'Sans titre' for a CV without title", () => {
    expect(displayedCvTitle('')).toBe('Sans titre');
    expect(displayedCvTitle(undefined)).toBe('Sans titre');
    expect(displayedCvTitle(' Mon CV ')).toBe('Mon CV');
  });
});
