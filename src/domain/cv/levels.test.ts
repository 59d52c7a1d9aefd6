import { describe, expect, it } from 'vitest';
import { languageLevelFor, languageLevels, skillLevelFor, skillLevels } from './levels.js';

describe('levels', () => {
  it('has the spec skill levels', () => {
    expect(skillLevels.map((l) => [l.label, l.value])).toEqual([
      ['Débutant', 20],
      ['Intermédiaire', 40],
      ['Avancé', 60],
      ['Confirmé', 80],
      ['Excellent', 100],
    ]);
  });

  it('has the spec language levels', () => {
    expect(languageLevels.map((l) => [l.label, l.value])).toEqual([
      ['A1-niveau débutant', 17],
      ['A2-niveau élémentaire', 33],
      ['B1-niveau intermédiaire', 50],
      ['B2-niveau intermédiaire avancé', 67],
      ['C1-niveau autonome', 83],
      ['C2-niveau natif', 100],
    ]);
  });

  it.each([
    [0, 'A1'],
    [17, 'A1'],
    [24, 'A1'],
    [25, 'A2'],
    [41, 'A2'],
    [42, 'B1'],
    [57, 'B1'],
    [58, 'B2'],
    [74, 'B2'],
    [75, 'C1'],
    [90, 'C1'],
    [91, 'C2'],
    [100, 'C2'],
  ])('language slider %i maps to %s', (value, code) => {
    expect(languageLevelFor(value).code).toBe(code);
  });

  it.each([
    [0, 'Débutant'],
    [20, 'Débutant'],
    [29, 'Débutant'],
    [30, 'Intermédiaire'],
    [40, 'Intermédiaire'],
    [60, 'Avancé'],
    [80, 'Confirmé'],
    [89, 'Confirmé'],
    [90, 'Excellent'],
    [100, 'Excellent'],
  ])('skill value %i is %s', (value, label) => {
    expect(skillLevelFor(value).label).toBe(label);
  });

  it('maps every level value onto itself', () => {
    for (const l of languageLevels) expect(languageLevelFor(l.value)).toBe(l);
    for (const l of skillLevels) expect(skillLevelFor(l.value)).toBe(l);
  });
});
