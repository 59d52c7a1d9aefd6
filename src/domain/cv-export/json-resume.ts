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

/** A date the schema accepts (YYYY, YYYY-MM or YYYY-MM-DD), or nothing: an empty end is a current job. */
const schemaDate = (value: string) => {
  const iso = isoDate(value);
  return /^[1-2]\d{3}(?:-[0-1]\d(?:-[0-3]\d)?)?$/.test(iso) ? iso : undefined;
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const url = (value: string) => {
  const text = value.trim();
  if (!text) return undefined;
  const full = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  return /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(full) ? full : undefined;
};

/** The object without its empty strings, empty lists and undefined values (the schema wants them absent). */
function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  const empty = (v: unknown) =>
    v === undefined ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);
  return Object.fromEntries(Object.entries(object).filter(([, v]) => !empty(v))) as Partial<T>;
}

const plain = (html: string) => richTextLines(html).join('\n');

/**
 * The CV in the JSON Resume schema (v1.0.0): what another CV tool can read. Validated against
 * the published schema (@jsonresume/schema) in json-resume.test.ts: empty values are left out,
 * a current job has no endDate, free-text dates that are not ISO 8601 stay in the summary.
 */
export function cvToJsonResume(cv: CvDocument): Record<string, unknown> {
  const p = cv.personal_info;
  const customs = cv.custom_fields.filter((f) => !f.review).map((f) => ({ name: f.title, keywords: richTextLines(f.content ?? '') }));
  const misc = richTextLines(cv.miscellaneous.content);
  if (misc.length) customs.push({ name: cv.section_titles['miscellaneous'] ?? 'Divers', keywords: misc });
  const dated = <T extends { startDate: string; endDate: string; description: string }>(e: T) => {
    const startDate = schemaDate(e.startDate);
    const endDate = schemaDate(e.endDate);
    // A date the schema cannot hold (« printemps 2019 ») is kept as text, before the description.
    const loose = [!startDate && e.startDate.trim(), !endDate && e.endDate.trim()].filter((d): d is string => !!d);
    return { startDate, endDate, summary: [loose.join(' – '), plain(e.description)].filter(Boolean).join('\n') };
  };
  const linkedin = url(p.linkedin);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: compact({
      name: [p.firstName, p.lastName].filter(Boolean).join(' '),
      label: p.jobTitle,
      email: EMAIL.test(p.email.trim()) ? p.email.trim() : undefined,
      phone: p.phone,
      summary: plain(cv.summary.content),
      location: compact({ postalCode: p.postalCode, city: p.city, region: p.country }),
      profiles: linkedin ? [{ network: 'LinkedIn', url: linkedin }] : [],
    }),
    work: cv.professional_experiences.map((e) => compact({ name: e.company, position: e.title, location: e.location, ...dated(e) })),
    education: cv.education.map((e) => compact({ institution: e.institution, studyType: e.degree, location: e.city, ...dated(e) })),
    skills: cv.skills.map((s) => compact({ name: s.name, level: s.level == null ? '' : skillLevelFor(s.level).label })),
    languages: cv.languages.map((l) => compact({ language: l.name, fluency: l.level == null ? '' : languageLevelFor(l.level).code })),
    certificates: cv.accreditations.map((a) =>
      compact({
        name: a.name,
        issuer: a.organization,
        date: schemaDate(a.date),
        summary: [schemaDate(a.date) ? '' : a.date.trim(), plain(a.description)].filter(Boolean).join('\n'),
      }),
    ),
    references: cv.references.map((r) => compact({ name: r.name, reference: [r.jobTitle, r.company, r.email, r.phone].filter(Boolean).join(', ') })),
    interests: customs.map((c) => compact(c)),
    meta: { version: 'v1.0.0', canonical: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json' },
  };
}
