import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import resumeSchema from '@jsonresume/schema/schema.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../domain/cv/cv-schema.js';
import { sampleCvs } from '../../templates/samples/sample-catalogue.js';
import { cvToJsonResume } from '../../domain/cv-export/json-resume.js';

// The schema as JSON Resume publishes it (npm @jsonresume/schema), checked with ajv: what any
// other tool reading our export expects.
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(resumeSchema);

describe('the JSON Resume export', () => {
  it('validates against the official schema for every sample CV', () => {
    for (const sample of sampleCvs) {
      const ok = validate(cvToJsonResume(sample.cv));
      expect({ sample: sample.id, errors: ok ? [] : validate.errors }).toEqual({ sample: sample.id, errors: [] });
    }
  });

  it('leaves the end date out of a current job, and keeps a date the schema cannot hold as text', () => {
    const cv = cvDocumentSchema.parse({
      personal_info: { firstName: 'Anna', lastName: 'Meier', email: 'pas-une-adresse', linkedin: 'ch.linkedin.com/in/anna' },
      professional_experiences: [
        { id: 'a', title: 'Leiterin', company: 'SBB', startDate: '03/2021', endDate: '' },
        { id: 'b', title: 'Praktikantin', company: 'Post', startDate: 'printemps 2019', endDate: '2019' },
      ],
    });
    const resume = cvToJsonResume(cv) as { basics: Record<string, unknown>; work: Array<Record<string, unknown>> };
    expect(validate(resume)).toBe(true);
    expect(resume.work[0]).toEqual({ name: 'SBB', position: 'Leiterin', startDate: '2021-03' });
    expect(resume.work[1]).toEqual({ name: 'Post', position: 'Praktikantin', endDate: '2019', summary: 'printemps 2019' });
    expect(resume.basics).toEqual({ name: 'Anna Meier', profiles: [{ network: 'LinkedIn', url: 'https://ch.linkedin.com/in/anna' }] });
  });
});
