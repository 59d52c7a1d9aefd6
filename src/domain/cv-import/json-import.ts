import { repairCvDocument } from '../cv/cv-repair.js';
import { CV_LIMITS, cvDocumentSchema, type CvDocument } from '../cv/cv-schema.js';
import { CV_EXPORT_FORMAT, CV_EXPORT_VERSION } from '../cv-export/json-export.js';
import { normaliseDate } from './dates.js';
import { emptyDraft, finishImport, missingFrom, type ImportDraft, type ImportResult } from './import-draft.js';
import { languageLevels } from '../cv/levels.js';
import { CvImportError, importMessages, REVIEW_SECTION_TITLE } from './messages.js';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const arr = (v: unknown): Json[] => (Array.isArray(v) ? v.filter(isObject) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : []);

/** A JSON file: our own export (lossless) or a JSON Resume. */
export function importJson(text: string): ImportResult {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new CvImportError(importMessages.jsonInvalid);
  }
  if (!isObject(data)) throw new CvImportError(importMessages.jsonUnknown);
  refuseHugeLists(data);
  if (data['format'] === CV_EXPORT_FORMAT) return importOwnExport(data);
  if (isObject(data['basics']) || Array.isArray(data['work']) || Array.isArray(data['education'])) return finishImport(parseJsonResume(data), 'json-resume');
  throw new CvImportError(importMessages.jsonUnknown);
}

/**
 * Lists far longer than a CV's (a JSON Resume of 20,000 jobs) are refused before any is read; a
 * few over the limit still import, the rest going to review.
 */
const MAX_JSON_LIST = 4 * CV_LIMITS.listItems;
function refuseHugeLists(data: Json): void {
  const lists = [...Object.entries(data), ...(isObject(data['cv']) ? Object.entries(data['cv']) : [])];
  for (const [key, value] of lists) {
    if (Array.isArray(value) && value.length > MAX_JSON_LIST) throw new CvImportError(importMessages.jsonTooMany(key, value.length, CV_LIMITS.listItems));
  }
}

function importOwnExport(data: Json): ImportResult {
  const version = data['version'];
  if (typeof version !== 'number' || version > CV_EXPORT_VERSION) throw new CvImportError(importMessages.jsonVersion);
  if (!isObject(data['cv'])) throw new CvImportError(importMessages.jsonInvalid);
  const parsed = cvDocumentSchema.safeParse(data['cv']);
  const cv = parsed.success ? parsed.data : repairCvDocument(data['cv'])?.cv;
  if (!cv) throw new CvImportError(importMessages.jsonInvalid);
  return { source: 'cv-suisse', cv, summary: summariseCv(cv) };
}

export function summariseCv(cv: CvDocument): ImportResult['summary'] {
  const review = cv.custom_fields.find((f) => f.review || f.title === REVIEW_SECTION_TITLE);
  return {
    ...missingFrom(cv),
    experiences: cv.professional_experiences.length,
    education: cv.education.length,
    skills: cv.skills.length,
    languages: cv.languages.length,
    accreditations: cv.accreditations.length,
    reviewLines: review ? (review.content ?? '').split(/<\/p>|<\/li>/).length - 1 : 0,
  };
}

const FLUENCY: Array<[RegExp, number]> = [
  [/native|bilingual|mother|maternelle|muttersprach|madrelingua/i, 100],
  [/fluent|full professional|courant|fließend|fliessend/i, 83],
  [/professional working|advanced|avancé/i, 67],
  [/intermediate|limited|intermédiaire/i, 50],
  [/elementary|basic|beginner|notions|débutant|grundkenntnisse/i, 33],
];

function fluencyLevel(value: string): number | null {
  const cefr = /\b(A1|A2|B1|B2|C1|C2)\b/i.exec(value);
  if (cefr) return languageLevels.find((l) => l.code === cefr[1]!.toUpperCase())!.value;
  return FLUENCY.find(([re]) => re.test(value))?.[1] ?? null;
}

const SKILL_LEVEL: Array<[RegExp, number]> = [
  [/master|expert|excellent/i, 100],
  [/advanced|avancé|confirmé/i, 80],
  [/intermediate|intermédiaire/i, 40],
  [/beginner|basic|débutant|novice/i, 20],
];

/** JSON Resume v1 (jsonresume.org) mapped to our sections; what has no home goes to review. */
export function parseJsonResume(data: Json): ImportDraft {
  const draft = emptyDraft();
  const known = new Set([
    '$schema',
    'basics',
    'work',
    'volunteer',
    'education',
    'awards',
    'certificates',
    'publications',
    'skills',
    'languages',
    'interests',
    'references',
    'projects',
    'meta',
  ]);
  const basics = isObject(data['basics']) ? data['basics'] : {};
  const name = str(basics['name']).split(/\s+/).filter(Boolean);
  const p = draft.personal;
  p.firstName = name.slice(0, -1).join(' ') || name[0] || '';
  p.lastName = name.length > 1 ? name.at(-1)! : '';
  p.jobTitle = str(basics['label']);
  p.email = str(basics['email']);
  p.phone = str(basics['phone']);
  const location = isObject(basics['location']) ? basics['location'] : {};
  p.postalCode = str(location['postalCode']);
  p.city = str(location['city']);
  p.country = str(location['countryCode']) || str(location['region']);
  if (str(location['address'])) draft.review.push(str(location['address']));
  const profiles = arr(basics['profiles']);
  const linkedin = profiles.find((pr) => /linkedin/i.test(str(pr['network'])) || /linkedin\.com/i.test(str(pr['url'])));
  if (linkedin) p.linkedin = str(linkedin['url']) || `https://www.linkedin.com/in/${str(linkedin['username'])}`;
  for (const pr of profiles)
    if (pr !== linkedin) draft.review.push([str(pr['network']), str(pr['url']) || str(pr['username'])].filter(Boolean).join('\u00a0: '));
  if (str(basics['url'])) draft.review.push(str(basics['url']));
  draft.summary = lines(str(basics['summary']));

  draft.experiences = arr(data['work']).map((w) => ({
    title: str(w['position']),
    company: str(w['name']) || str(w['company']),
    location: str(w['location']),
    startDate: normaliseDate(str(w['startDate'])),
    endDate: normaliseDate(str(w['endDate'])),
    description: [...lines(str(w['summary']) || str(w['description'])), ...strings(w['highlights']).map((h) => `• ${h}`)],
  }));
  draft.education = arr(data['education']).map((e) => ({
    institution: str(e['institution']),
    degree: [str(e['studyType']), str(e['area'])].filter(Boolean).join(', '),
    city: str(e['location']),
    startDate: normaliseDate(str(e['startDate'])),
    endDate: normaliseDate(str(e['endDate'])),
    description: [...lines(str(e['summary'])), ...(str(e['score']) ? [str(e['score'])] : []), ...strings(e['courses']).map((c) => `• ${c}`)],
  }));
  for (const s of arr(data['skills'])) {
    const level = SKILL_LEVEL.find(([re]) => re.test(str(s['level'])))?.[1] ?? null;
    if (str(s['name'])) draft.skills.push({ name: str(s['name']), level });
    for (const k of strings(s['keywords'])) draft.skills.push({ name: k, level: null });
  }
  draft.languages = arr(data['languages']).map((l) => ({ name: str(l['language']), level: fluencyLevel(str(l['fluency'])) }));
  draft.accreditations = [
    ...arr(data['certificates']).map((c) => ({
      name: str(c['name']),
      organization: str(c['issuer']),
      date: normaliseDate(str(c['date'])),
      description: [str(c['url'])].filter(Boolean),
    })),
  ];
  const section = (title: string, items: string[][]) => {
    const flat = items.flat().filter(Boolean);
    if (flat.length) draft.extraSections.push({ title, lines: flat });
  };
  const dated = (...parts: string[]) => parts.filter(Boolean).join(', ');
  section(
    'Bénévolat',
    arr(data['volunteer']).map((v) => [
      `• ${dated(str(v['position']), str(v['organization']), range(v))}`,
      ...lines(str(v['summary'])),
      ...strings(v['highlights']).map((h) => `• ${h}`),
    ]),
  );
  section(
    'Projets',
    arr(data['projects']).map((v) => [
      `• ${dated(str(v['name']), range(v))}`,
      ...lines(str(v['description'])),
      ...strings(v['highlights']).map((h) => `• ${h}`),
      str(v['url']),
    ]),
  );
  section(
    'Distinctions',
    arr(data['awards']).map((a) => [`• ${dated(str(a['title']), str(a['awarder']), normaliseDate(str(a['date'])))}`, ...lines(str(a['summary']))]),
  );
  section(
    'Publications',
    arr(data['publications']).map((a) => [
      `• ${dated(str(a['name']), str(a['publisher']), normaliseDate(str(a['releaseDate'])))}`,
      ...lines(str(a['summary'])),
      str(a['url']),
    ]),
  );
  section(
    'Centres d’intérêt',
    arr(data['interests']).map((i) => [`• ${[str(i['name']), strings(i['keywords']).join(', ')].filter(Boolean).join('\u00a0: ')}`]),
  );
  section(
    'Références',
    arr(data['references']).map((r) => [`• ${[str(r['name']), str(r['reference'])].filter(Boolean).join('\u00a0: ')}`]),
  );
  // Anything else: kept for review, as text.
  for (const [key, value] of Object.entries(data)) {
    if (known.has(key)) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text && text !== '{}' && text !== '[]') draft.review.push(`${key}\u00a0: ${text.slice(0, 2000)}`);
  }
  return draft;
}

function range(v: Json): string {
  const s = normaliseDate(str(v['startDate']));
  const e = normaliseDate(str(v['endDate']));
  return s && e ? `${s} – ${e}` : s;
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
