import { CV_LANGUAGES, cvLabels, type CvLanguage } from '../cv/cv-language.js';
import { CV_LIMITS, cvDocumentSchema, type CvDocument, type PersonalInfo } from '../cv/cv-schema.js';
import { repairCvDocument } from '../cv/cv-repair.js';
import { CUSTOM_SECTION_PREFIX } from '../cv/sections.js';
import { REVIEW_SECTION_TITLE } from './messages.js';

/** Where an import's content came from. */
export type ImportSource = 'cv-suisse' | 'json-resume' | 'linkedin' | 'pdf' | 'docx';

/** Text lines of a description: a line starting with a bullet becomes a list item. */
export type Lines = string[];

export interface DraftExperience {
  title: string;
  company: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  description?: Lines;
}

export interface DraftEducation {
  institution: string;
  degree: string;
  city?: string;
  startDate?: string;
  endDate?: string;
  description?: Lines;
}

export interface DraftNamedLevel {
  name: string;
  level?: number | null;
  type?: 'hard' | 'soft';
}

export interface DraftAccreditation {
  name: string;
  organization?: string;
  date?: string;
  description?: Lines;
}

/** What an importer found, before it is made into a CV that fits the schema. */
export interface ImportDraft {
  language?: CvLanguage;
  title?: string;
  /** The CV's own headings for our sections (« Parcours », « WORKING EXPERIENCES »), kept as their titles. */
  sectionTitles?: Partial<Record<'summary' | 'professional_experiences' | 'education' | 'skills' | 'languages' | 'accreditations' | 'miscellaneous', string>>;
  personal: Partial<Record<Exclude<keyof PersonalInfo, 'photo_base64'>, string>>;
  summary: Lines;
  experiences: DraftExperience[];
  education: DraftEducation[];
  skills: DraftNamedLevel[];
  languages: DraftNamedLevel[];
  accreditations: DraftAccreditation[];
  miscellaneous: Lines;
  /** Content with a home of its own (projects, volunteering, interests...): one custom section each. */
  extraSections: Array<{ title: string; lines: Lines }>;
  /** What could not be placed: the « À vérifier » section, never dropped. */
  review: Lines;
}

export function emptyDraft(): ImportDraft {
  return {
    personal: {},
    summary: [],
    experiences: [],
    education: [],
    skills: [],
    languages: [],
    accreditations: [],
    miscellaneous: [],
    extraSections: [],
    review: [],
  };
}

/** What the dialog says after an import. */
export interface ImportSummary {
  experiences: number;
  education: number;
  skills: number;
  languages: number;
  accreditations: number;
  /** Lines placed in the « À vérifier » section. */
  reviewLines: number;
  /** What the CV should have and the import did not find (the dialog names it). */
  missing: ImportMissing[];
  /** Jobs and studies found without any date. */
  undated: number;
}

export type ImportMissing = 'name' | 'email' | 'phone' | 'experiences' | 'education';

/** What is missing from an imported CV. */
export function missingFrom(cv: CvDocument): { missing: ImportMissing[]; undated: number } {
  const p = cv.personal_info;
  const missing: ImportMissing[] = [];
  if (!p.firstName.trim() && !p.lastName.trim()) missing.push('name');
  if (!p.email.trim()) missing.push('email');
  if (!p.phone.trim()) missing.push('phone');
  if (!cv.professional_experiences.length) missing.push('experiences');
  if (!cv.education.length) missing.push('education');
  const undated = [...cv.professional_experiences, ...cv.education].filter((e) => !e.startDate.trim() && !e.endDate.trim()).length;
  return { missing, undated };
}

export interface ImportResult {
  source: ImportSource;
  cv: CvDocument;
  summary: ImportSummary;
}

const BULLET = /^\s*(?:[•●▪■◦‣∙·*–—-]|\d{1,2}[.)])\s+/u;

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Lines as the editor's rich text: runs of bulleted lines become one list, other lines paragraphs. */
export function linesToRichText(lines: Lines): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((item) => `<li><p>${escapeHtml(item)}</p></li>`).join('')}</ul>`);
    list = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (BULLET.test(line)) list.push(line.replace(BULLET, '').trim());
    else {
      flush();
      out.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  flush();
  return out.join('');
}

/** Cuts at a limit, on a word boundary when one is near. */
export function clampText(value: string | undefined | null, max: number): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.7 ? cut.slice(0, space) : cut).trim();
}

/** Rich text cut to the limit: whole blocks kept while they fit, the rest returned as lines. */
function clampRich(lines: Lines, max: number): { html: string; overflow: Lines } {
  const kept: string[] = [];
  const overflow: string[] = [];
  for (const line of lines) {
    if (overflow.length === 0 && linesToRichText([...kept, line]).length <= max) kept.push(line);
    else overflow.push(line);
  }
  return { html: linesToRichText(kept), overflow };
}

/**
 * The draft as a CV that the server accepts: every text and list within the schema's limits,
 * what does not fit (a 51st job, an over-long description) moved to the review section rather
 * than lost, the review section itself cut at the rich-text limit as a last resort.
 */
export function finishImport(draft: ImportDraft, source: ImportSource): ImportResult {
  const review: string[] = [...draft.review];
  const take = <T>(items: T[], describe: (item: T) => string): T[] => {
    for (const item of items.slice(CV_LIMITS.listItems)) review.push(describe(item));
    return items.slice(0, CV_LIMITS.listItems);
  };
  const rich = (lines: Lines | undefined) => {
    const { html, overflow } = clampRich(lines ?? [], CV_LIMITS.richText);
    review.push(...overflow);
    return html;
  };
  // A text longer than its field keeps its start there and goes whole to the review section.
  const short = (v: string | undefined | null) => {
    const kept = clampText(v, CV_LIMITS.short);
    if (kept.length < (v ?? '').replace(/\s+/g, ' ').trim().length) review.push((v ?? '').trim());
    return kept;
  };
  const date = (v: string | undefined | null) => {
    const kept = clampText(v, CV_LIMITS.date);
    if (kept.length < (v ?? '').replace(/\s+/g, ' ').trim().length) review.push((v ?? '').trim());
    return kept;
  };
  const p = draft.personal;
  const personal_info: Record<string, string> = {};
  for (const [key, value] of Object.entries(p)) {
    personal_info[key] = key === 'linkedin' ? clampText(value, CV_LIMITS.url) : short(value);
  }
  const experiences = take(
    draft.experiences.filter((e) => e.title || e.company || e.description?.length || e.startDate || e.endDate),
    (e) => [e.title, e.company, e.startDate, e.endDate].filter(Boolean).join(' – '),
  ).map((e, i) => ({
    id: `import-experience-${i + 1}`,
    title: short(e.title),
    company: short(e.company),
    location: short(e.location),
    startDate: date(e.startDate),
    endDate: date(e.endDate),
    description: rich(e.description),
  }));
  const education = take(
    draft.education.filter((e) => e.institution || e.degree || e.description?.length || e.startDate || e.endDate),
    (e) => [e.degree, e.institution].filter(Boolean).join(' – '),
  ).map((e, i) => ({
    id: `import-education-${i + 1}`,
    institution: short(e.institution),
    degree: short(e.degree),
    city: short(e.city),
    startDate: date(e.startDate),
    endDate: date(e.endDate),
    description: rich(e.description),
  }));
  const named = (items: DraftNamedLevel[], prefix: string) =>
    take(dedupe(items.filter((s) => s.name.trim())), (s) => s.name).map((s, i) => ({
      id: `import-${prefix}-${i + 1}`,
      type: s.type ?? ('hard' as const),
      name: short(s.name),
      level: s.level == null ? null : Math.max(0, Math.min(100, Math.round(s.level))),
      showLevel: s.level != null,
    }));
  const skills = named(draft.skills, 'skill');
  const languages = named(draft.languages, 'language').map(({ type: _type, ...l }) => l);
  const accreditations = take(
    draft.accreditations.filter((a) => a.name),
    (a) => a.name,
  ).map((a, i) => ({
    id: `import-accreditation-${i + 1}`,
    name: short(a.name),
    organization: short(a.organization),
    date: date(a.date),
    description: rich(a.description),
  }));
  const summary = rich(draft.summary);
  const miscellaneous = rich(draft.miscellaneous);
  const sections = draft.extraSections.filter((s) => s.lines.some((l) => l.trim()));
  const customs: Array<{ id: string; title: string; content: string; review?: true }> = sections.slice(0, CV_LIMITS.customSections - 1).map((s, i) => ({
    id: `${CUSTOM_SECTION_PREFIX}import-${i + 1}`,
    title: clampText(s.title, CV_LIMITS.sectionTitle),
    content: rich(s.lines),
  }));
  for (const s of sections.slice(CV_LIMITS.customSections - 1)) review.push(s.title, ...s.lines);
  const reviewLines = review.map((l) => l.trim()).filter(Boolean);
  // The review section, in as many parts as its rich-text limit needs: nothing is cut.
  const reviews: Array<{ id: string; title: string; content: string; review: true }> = [];
  for (let rest = reviewLines; rest.length;) {
    const { html, overflow } = clampRich(rest, CV_LIMITS.richText);
    const part = html ? rest.slice(0, rest.length - overflow.length) : [rest[0]!.slice(0, CV_LIMITS.richText / 2)];
    reviews.push({
      id: `${CUSTOM_SECTION_PREFIX}import-review${reviews.length ? `-${reviews.length + 1}` : ''}`,
      title: reviews.length ? `${REVIEW_SECTION_TITLE} (${reviews.length + 1})` : REVIEW_SECTION_TITLE,
      content: html || linesToRichText(part),
      review: true,
    });
    rest = html ? overflow : [rest[0]!.slice(CV_LIMITS.richText / 2), ...rest.slice(1)].filter(Boolean);
  }
  // The review parts first when sections run short: what the user must check is never dropped.
  customs.splice(Math.max(0, CV_LIMITS.customSections - reviews.length));
  customs.push(...reviews.slice(0, CV_LIMITS.customSections));
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ');
  const raw = {
    title: clampText(draft.title || (name ? `CV ${name}` : ''), CV_LIMITS.title),
    cv_language: draft.language && (CV_LANGUAGES as readonly string[]).includes(draft.language) ? draft.language : undefined,
    personal_info,
    summary: { content: summary, formatting: { alignment: 'left' } },
    professional_experiences: experiences,
    education,
    skills,
    languages,
    accreditations,
    miscellaneous: { content: miscellaneous, formatting: { alignment: 'left' } },
    custom_fields: customs,
    section_titles: sectionTitlesFor(draft),
  };
  const parsed = cvDocumentSchema.safeParse(raw);
  const cv = parsed.success ? parsed.data : (repairCvDocument(raw)?.cv ?? cvDocumentSchema.parse({ custom_fields: customs.slice(-1) }));
  return {
    source,
    cv,
    summary: {
      experiences: cv.professional_experiences.length,
      education: cv.education.length,
      skills: cv.skills.length,
      languages: cv.languages.length,
      accreditations: cv.accreditations.length,
      reviewLines: reviewLines.length,
      ...missingFrom(cv),
    },
  };
}

/**
 * The file's own headings as section titles, where they differ from the CV language's labels:
 * capitals are written as a title (the templates set their own case).
 */
function sectionTitlesFor(draft: ImportDraft): Record<string, string> {
  const labels = cvLabels[draft.language && (CV_LANGUAGES as readonly string[]).includes(draft.language) ? draft.language : 'fr'].sectionTitles;
  const out: Record<string, string> = {};
  for (const [id, raw] of Object.entries(draft.sectionTitles ?? {})) {
    const title = clampText(
      /\p{Ll}/u.test(raw) ? raw : raw.toLocaleLowerCase('fr').replace(/^\p{L}/u, (c) => c.toLocaleUpperCase('fr')),
      CV_LIMITS.sectionTitle,
    );
    const label = labels[id as keyof typeof labels];
    if (title && (!label || title.toLocaleLowerCase('fr') !== label.toLocaleLowerCase('fr'))) out[id] = title;
  }
  return out;
}

function dedupe(items: DraftNamedLevel[]): DraftNamedLevel[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.trim().toLocaleLowerCase('fr');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
