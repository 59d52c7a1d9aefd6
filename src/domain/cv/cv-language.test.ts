import { describe, expect, it } from 'vitest';
import { CV_LANGUAGES, cvLabels, defaultSectionTitles } from './cv-language.js';
import { STANDARD_SECTION_IDS } from './sections.js';

describe('CV languages', () => {
  it('has French default section titles', () => {
    expect(defaultSectionTitles.professional_experiences).toBe('Expériences professionnelles');
    expect(defaultSectionTitles.education).toBe('Formation');
  });

  it.each(CV_LANGUAGES)('%s has every label and section title', (language) => {
    const labels = cvLabels[language];
    for (const id of STANDARD_SECTION_IDS) expect(labels.sectionTitles[id].trim()).not.toBe('');
    for (const value of Object.values(labels)) {
      if (typeof value === 'string') expect(value.trim()).not.toBe('');
    }
    expect(labels.skillLevels).toHaveLength(5);
    expect(labels.languageLevels).toHaveLength(6);
  });

  it.each([
    ['fr', '34 ans', 'Expériences professionnelles'],
    ['de', '34 Jahre', 'Berufserfahrung'],
    ['it', '34 anni', 'Esperienze professionali'],
    ['en', '34 years', 'Professional experience'],
  ] as const)('%s says %s', (language, age, experiences) => {
    expect(cvLabels[language].ageInYears('34')).toBe(age);
    expect(cvLabels[language].sectionTitles.professional_experiences).toBe(experiences);
  });
});
