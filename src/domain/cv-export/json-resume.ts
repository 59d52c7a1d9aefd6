import type { CvDocument } from '../cv/cv-schema.js';
import { languageLevelFor, skillLevelFor } from '../cv/levels.js';
import { richTextLines } from './rich-text-lines.js';

/** « 03/2018 » → « 2018-03 », « 2018 » → « 2018 »; other text as it is (JSON Resume wants ISO 8601). */
export function isoDate(value: string): string {
  const text = value.trim();
  const m = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  return text;
}

const plain = (html: string) => richTextLines(html).join('\n');

/** The CV in the JSON Resume schema (v1.0.0): what another CV tool can read. */
export function cvToJsonResume(cv: CvDocument): Record<string, unknown> {
  const p = cv.personal_info;
  const customs = cv.custom_fields.map((f) => ({ name: f.title, keywords: richTextLines(f.content ?? '') }));
  const misc = richTextLines(cv.miscellaneous.content);
  if (misc.length) customs.push({ name: cv.section_titles['miscellaneous'] ?? 'Divers', keywords: misc });
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: [p.firstName, p.lastName].filter(Boolean).join(' '),
      label: p.jobTitle,
      email: p.email,
      phone: p.phone,
      summary: plain(cv.summary.content),
      location: { postalCode: p.postalCode, city: p.city, countryCode: '', region: p.country },
      profiles: p.linkedin ? [{ network: 'LinkedIn', url: p.linkedin }] : [],
    },
    work: cv.professional_experiences.map((e) => ({
      name: e.company,
      position: e.title,
      location: e.location,
      startDate: isoDate(e.startDate),
      endDate: isoDate(e.endDate),
      summary: plain(e.description),
    })),
    education: cv.education.map((e) => ({
      institution: e.institution,
      studyType: e.degree,
      area: '',
      location: e.city,
      startDate: isoDate(e.startDate),
      endDate: isoDate(e.endDate),
      summary: plain(e.description),
    })),
    skills: cv.skills.map((s) => ({ name: s.name, level: s.level == null ? '' : skillLevelFor(s.level).label, keywords: [] })),
    languages: cv.languages.map((l) => ({ language: l.name, fluency: l.level == null ? '' : languageLevelFor(l.level).code })),
    certificates: cv.accreditations.map((a) => ({ name: a.name, issuer: a.organization, date: isoDate(a.date), summary: plain(a.description) })),
    references: cv.references.map((r) => ({ name: r.name, reference: [r.jobTitle, r.company, r.email, r.phone].filter(Boolean).join(', ') })),
    interests: customs,
    meta: { version: 'v1.0.0', canonical: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json' },
  };
}
