import { describe, expect, it } from 'vitest';
import { importMissingText, importSummaryText } from './messages';

describe('import summary', () => {
  it('says what was imported and what is left to check, in French', () => {
    expect(importSummaryText({ experiences: 4, education: 2, skills: 12, languages: 0, accreditations: 0, reviewLines: 3, missing: [], undated: 0 })).toBe(
      '4 expériences, 2 formations, 12 compétences importées\u00a0; 3 lignes à vérifier',
    );
    expect(importSummaryText({ experiences: 1, education: 0, skills: 0, languages: 1, accreditations: 1, reviewLines: 0, missing: [], undated: 0 })).toBe(
      '1 expérience, 0 formation, 0 compétence, 1 langue, 1 certification importées',
    );
  });

  it('names what the file lacks and counts what has no dates', () => {
    const base = { experiences: 2, education: 0, skills: 0, languages: 0, accreditations: 0, reviewLines: 0 };
    expect(importMissingText({ ...base, missing: ['name', 'phone', 'education'], undated: 1 })).toEqual([
      'Introuvables dans le fichier\u00a0: votre nom, votre numéro de téléphone, vos formations.',
      '1 poste ou formation sans dates.',
    ]);
    expect(importMissingText({ ...base, missing: [], undated: 3 })).toEqual(['3 postes ou formations sans dates.']);
    expect(importMissingText({ ...base, missing: [], undated: 0 })).toEqual([]);
  });
});
