import { describe, expect, it } from 'vitest';
import { importSummaryText } from './messages';

describe('import summary', () => {
  it('says what was imported and what is left to check, in French', () => {
    expect(importSummaryText({ experiences: 4, education: 2, skills: 12, languages: 0, accreditations: 0, reviewLines: 3 })).toBe(
      '4 expériences, 2 formations, 12 compétences importées\u00a0; 3 lignes à vérifier',
    );
    expect(importSummaryText({ experiences: 1, education: 0, skills: 0, languages: 1, accreditations: 1, reviewLines: 0 })).toBe(
      '1 expérience, 0 formation, 0 compétence, 1 langue, 1 certification importées',
    );
  });
});
