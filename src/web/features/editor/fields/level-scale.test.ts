import { describe, expect, it } from 'vitest';
import { languageScale, skillScale } from './level-scale';

describe('level scales', () => {
  it('maps the five skill steps to 20 ... 100 and back', () => {
    expect([1, 2, 3, 4, 5].map(skillScale.valueOf)).toEqual([20, 40, 60, 80, 100]);
    expect([20, 40, 60, 80, 100].map((v) => skillScale.stepOf(v))).toEqual([1, 2, 3, 4, 5]);
    expect(skillScale.labelOf(80)).toBe('Confirmé');
    expect(skillScale.stepOf(null)).toBeUndefined();
  });

  it('maps the six language steps to the CEFR levels with the slider thresholds', () => {
    expect([1, 2, 3, 4, 5, 6].map(languageScale.valueOf)).toEqual([17, 33, 50, 67, 83, 100]);
    expect([24, 25, 41, 42, 57, 58, 74, 75, 90, 91].map((v) => languageScale.stepOf(v))).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    expect(languageScale.labelOf(67)).toBe('B2-niveau intermédiaire avancé');
  });

  it('keeps out-of-range steps on the scale', () => {
    expect(skillScale.valueOf(0)).toBe(20);
    expect(languageScale.valueOf(9)).toBe(100);
  });
});
