import { cvDocumentSchema, type CvDocument, type CvDocumentInput } from '../../domain/cv/cv-schema.js';
import { customSectionsCv } from './custom-sections.js';
import { emptyOptionalCv } from './empty-optional.js';
import { germanCv } from './german.js';
import { juniorCv } from './junior.js';
import { longFrenchCv, longGermanCv } from './long-career.js';
import { longWordsCv } from './long-words.js';
import { seniorCv } from './senior.js';
import { showcaseCv } from './showcase.js';

export interface SampleCv {
  /** File-name friendly id. */
  id: string;
  description: string;
  input: CvDocumentInput;
  cv: CvDocument;
}

const sample = (id: string, description: string, input: CvDocumentInput): SampleCv => ({
  id,
  description,
  input,
  cv: cvDocumentSchema.parse(input),
});

/** The review samples: every template is rendered with each of them. */
export const sampleCvs: readonly SampleCv[] = [
  sample('junior', 'one page, junior profile', juniorCv),
  sample('senior', 'three pages, senior profile with long descriptions', seniorCv),
  sample('german', 'written in German', germanCv),
  sample('empty-optional', 'every optional field empty', emptyOptionalCv),
  sample('custom-sections', 'custom sections, reordered, renamed and hidden sections', customSectionsCv),
  sample('long-words', 'very long words and names', longWordsCv),
  sample('showcase', 'the template gallery CV', showcaseCv),
  sample('long-fr', 'four pages, a long career, with a photo', longFrenchCv),
  sample('long-de', 'in German, a long career, with a photo', longGermanCv),
];

export function sampleById(id: string): SampleCv {
  const found = sampleCvs.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown sample CV: ${id}`);
  return found;
}
