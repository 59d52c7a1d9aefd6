import { describe, expect, it } from 'vitest';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { cvToDocx } from './docx-export.js';
import { IMPORT_BUDGETS } from './import-budget.js';
import { readCvFile } from './read-cv-file.js';

describe('our Word export read back by the import', () => {
  for (const sampleId of ['senior', 'german'] as const) {
    it(`recovers ${sampleId}'s name, jobs, education, skills and languages`, async () => {
      const cv = sampleById(sampleId).cv;
      const { cv: back, source } = await readCvFile(await cvToDocx(cv), IMPORT_BUDGETS.visitor);
      expect(source).toBe('docx');
      expect(back.personal_info).toMatchObject({
        firstName: cv.personal_info.firstName,
        lastName: cv.personal_info.lastName,
        email: cv.personal_info.email,
        phone: cv.personal_info.phone,
      });
      expect(back.professional_experiences.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual(
        cv.professional_experiences.map((e) => [e.title, e.company, e.startDate, e.endDate]),
      );
      expect(back.education.map((e) => [e.degree, e.institution])).toEqual(cv.education.map((e) => [e.degree, e.institution]));
      expect(back.skills.map((s) => s.name)).toEqual(cv.skills.map((s) => s.name));
      expect(back.languages.map((l) => l.name)).toEqual(cv.languages.map((l) => l.name));
    });
  }
});
