import { cvLabels, type CvLabels, type CvLanguage } from '../domain/cv/cv-language.js';
import type { CvDocument, TextAlignment } from '../domain/cv/cv-schema.js';
import { languageLevelFor, languageStep, skillLevelFor, skillStep } from '../domain/cv/levels.js';
import { typesetHtml, typesetText } from '../domain/cv/french-typography.js';
import { linkedinDisplay } from '../domain/cv/linkedin.js';
import { imageDataUrl } from '../domain/cv/photo.js';
import { DEFAULT_CV_TITLE, DEFAULT_CUSTOM_SECTION_TITLE } from '../domain/cv/cv-schema.js';
import { JOB_TITLE_SECTION_ID, isStandardSectionId, resolveSectionOrder } from '../domain/cv/sections.js';
import { workPermitLabel } from '../domain/cv/work-permits.js';
import { richTextHtml } from './rich-text.js';

/**
 * What a template shows, computed once from the CV: every empty field, item and section is
 * already gone, so a design never prints an empty heading or a stray separator.
 */
export interface CvView {
  language: CvLanguage;
  labels: CvLabels;
  documentTitle: string;
  firstName: string;
  lastName: string;
  fullName: string;
  /** Font-size step for the name block, from the length of the name (no script measures it). */
  nameSize: NameSize;
  jobTitle: string;
  photo: string | undefined;
  contact: DetailLine[];
  personal: DetailLine[];
  sections: SectionView[];
}

export type DetailKind = 'email' | 'phone' | 'address' | 'linkedin' | 'age' | 'nationality' | 'workPermit' | 'drivingLicense' | 'custom';

export interface DetailLine {
  kind: DetailKind;
  /** Empty for the free custom line. */
  label: string;
  /** Printed after the label where one is shown (« Âge\u202f: »); a bare word there would read as a name to parsers. */
  colon: string;
  value: string;
  /** A real link (the LinkedIn profile): the full URL, while `value` is the short visible form. */
  href?: string;
}

export type NameSize = 'normal' | 'long' | 'xlong';

/**
 * Long names step the name's font size down so that the name keeps to its block: by the
 * longest word (a word never breaks, see the NameText component) and by the whole length.
 */
export function nameSizeFor(firstName: string, lastName: string): NameSize {
  const words = `${firstName} ${lastName}`.split(/\s+/).filter(Boolean);
  const longestWord = Math.max(0, ...words.map((w) => w.length));
  const total = words.join(' ').length;
  if (longestWord > 17 || total > 32) return 'xlong';
  if (longestWord > 12 || total > 24) return 'long';
  return 'normal';
}

/** The full URL of a LinkedIn value (the field may hold it with or without its scheme). */
export function linkedinHref(value: string): string | undefined {
  const url = value.trim();
  if (url === '') return undefined;
  const full = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(full);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

export interface RichTextView {
  html: string;
  alignment: TextAlignment;
}

export interface ExperienceView {
  title: string;
  company: string;
  location: string;
  period: string;
  html: string;
}

export interface EducationView {
  degree: string;
  institution: string;
  city: string;
  period: string;
  html: string;
}

export interface LevelView {
  /** 0 to 100. */
  value: number;
  /** Filled steps: 1-5 for skills, 1-6 for languages. */
  step: number;
  steps: number;
  label: string;
}

export interface SkillView {
  name: string;
  level: LevelView | undefined;
}

export interface SkillGroupView {
  /** Only when the CV has both kinds of skills. */
  label: string;
  items: SkillView[];
}

export interface AccreditationView {
  name: string;
  organization: string;
  date: string;
  html: string;
}

export interface ReferenceView {
  name: string;
  jobTitle: string;
  company: string;
  email: string;
  phone: string;
}

interface SectionBase {
  id: string;
  title: string;
}

export type SectionView = SectionBase &
  (
    | { kind: 'summary'; text: RichTextView }
    | { kind: 'experiences'; items: ExperienceView[] }
    | { kind: 'education'; items: EducationView[] }
    | { kind: 'skills'; groups: SkillGroupView[] }
    | { kind: 'languages'; items: SkillView[] }
    | { kind: 'accreditations'; items: AccreditationView[] }
    | { kind: 'references'; items: ReferenceView[] }
    | { kind: 'miscellaneous'; text: RichTextView }
    | { kind: 'custom'; text: RichTextView }
  );

export type SectionKind = SectionView['kind'];

const filled = (value: string) => value.trim() !== '';
const clean = (value: string) => value.trim().replace(/\s+/g, ' ');

export function formatPeriod(start: string, end: string, labels: CvLabels): string {
  const from = clean(start);
  const to = clean(end);
  if (from && to) return from === to ? from : `${from} – ${to}`;
  if (from) return `${labels.since} ${from}`;
  return to;
}

function ageText(age: string, labels: CvLabels): string {
  const value = clean(age);
  return /^\d{1,3}$/.test(value) ? labels.ageInYears(value) : value;
}

export interface CvViewOptions {
  /** A saved photo the server passes as a data: URL; wins over photo_base64. */
  photoDataUrl?: string | undefined;
}

export function buildCvView(cv: CvDocument, options: CvViewOptions = {}): CvView {
  const language = cv.cv_language;
  const labels = cvLabels[language];
  const info = cv.personal_info;
  const hidden = new Set(cv.hidden_sections);
  const firstName = clean(info.firstName);
  const lastName = clean(info.lastName);
  const fullName = [firstName, lastName].filter(filled).join(' ');
  const title = clean(cv.title);

  const detail = (kind: DetailKind, label: string, value: string): DetailLine[] =>
    filled(value) ? [{ kind, label, colon: label ? labels.colon : '', value: clean(value) }] : [];
  const place = [clean(info.postalCode), clean(info.city)].filter(filled).join(' ');
  const address = [place, clean(info.country)].filter(filled).join(', ');

  const contact = [
    ...detail('phone', labels.phone, info.phone),
    ...detail('email', labels.email, info.email),
    ...detail('address', labels.address, address),
    ...(hidden.has('linkedin')
      ? []
      : detail('linkedin', labels.linkedin, linkedinDisplay(info.linkedin)).map((line) => {
          const href = linkedinHref(info.linkedin);
          return href ? { ...line, href } : line;
        })),
  ];
  const personal = [
    ...detail('age', labels.age, ageText(info.age, labels)),
    ...detail('nationality', labels.nationality, info.nationality),
    ...detail('workPermit', labels.workPermit, workPermitLabel(info.workPermit, language)),
    ...detail('drivingLicense', labels.drivingLicense, info.drivingLicense),
    ...detail('custom', '', info.customField),
  ];

  const customById = new Map(cv.custom_fields.map((field) => [field.id, field]));
  const sectionTitle = (id: string, fallback: string) => {
    const override = cv.section_titles[id];
    return override !== undefined && filled(override) ? clean(override) : fallback;
  };

  const sections: SectionView[] = [];
  for (const id of resolveSectionOrder(cv.section_order, [...customById.keys()])) {
    if (hidden.has(id) || id === 'personal_info' || id === 'linkedin') continue;
    const custom = customById.get(id);
    // An import's « À vérifier »: for the user to sort out, never printed.
    if (custom?.review) continue;
    const title = sectionTitle(id, custom ? clean(custom.title) || DEFAULT_CUSTOM_SECTION_TITLE : isStandardSectionId(id) ? labels.sectionTitles[id] : id);
    const section = custom ? customSection(id, title, custom.content) : standardSection(id, title, cv, labels);
    if (section) sections.push(section);
  }

  const view: CvView = {
    language,
    labels,
    documentTitle: title && title !== DEFAULT_CV_TITLE ? title : fullName || title || 'CV',
    firstName,
    lastName,
    fullName,
    nameSize: nameSizeFor(firstName, lastName),
    jobTitle: hidden.has(JOB_TITLE_SECTION_ID) ? '' : clean(info.jobTitle),
    photo: imageDataUrl(options.photoDataUrl) ?? imageDataUrl(info.photo_base64),
    contact,
    personal,
    sections,
  };
  return typeset(view);
}

/** Fields that are identifiers, not prose: never typeset. */
const LITERAL_KEYS = new Set(['email', 'phone', 'id', 'kind', 'href', 'alignment']);
const LITERAL_DETAILS = new Set<DetailKind>(['email', 'phone', 'linkedin', 'address']);

function typesetValue(value: unknown, key: string, language: CvLanguage): unknown {
  if (LITERAL_KEYS.has(key)) return value;
  if (typeof value === 'string') return key === 'html' ? typesetHtml(value, language) : typesetText(value, language);
  if (Array.isArray(value)) return value.map((v) => typesetValue(v, '', language));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetValue(v, k, language)]));
  }
  return value;
}

/**
 * French spacing (narrow no-break spaces before ! ? ; : %, inside « », between a number and its
 * unit) in the prose written in French: section titles and contents, the job title, the personal
 * lines, sentence by sentence (a German sentence in a French CV keeps German spacing, a French
 * one in a German CV gets French spacing). Names, e-mail addresses, phone numbers, addresses and
 * links stay as typed.
 */
function typeset(view: CvView): CvView {
  const { language } = view;
  const line = (detail: DetailLine) => (LITERAL_DETAILS.has(detail.kind) ? detail : { ...detail, value: typesetText(detail.value, language) });
  return {
    ...view,
    jobTitle: typesetText(view.jobTitle, language),
    contact: view.contact.map(line),
    personal: view.personal.map(line),
    sections: view.sections.map((section) => typesetValue(section, '', language) as SectionView),
  };
}

function customSection(id: string, title: string, content: string): SectionView | undefined {
  const html = richTextHtml(content);
  return html ? { id, title, kind: 'custom', text: { html, alignment: 'left' } } : undefined;
}

function skillLevel(value: number | null, show: boolean, names: readonly string[]): LevelView | undefined {
  if (!show || value === null) return undefined;
  const step = skillStep(value);
  return { value, step, steps: 5, label: names[step - 1] ?? skillLevelFor(value).label };
}

function languageLevel(value: number | null, show: boolean, names: readonly string[]): LevelView | undefined {
  if (!show || value === null) return undefined;
  const step = languageStep(value);
  const code = languageLevelFor(value).code;
  return { value, step, steps: 6, label: `${code} – ${names[step - 1] ?? ''}` };
}

function standardSection(id: string, title: string, cv: CvDocument, labels: CvLabels): SectionView | undefined {
  const base = { id, title };
  switch (id) {
    case 'summary':
    case 'miscellaneous': {
      const block = cv[id];
      const html = richTextHtml(block.content);
      return html ? { ...base, kind: id, text: { html, alignment: block.formatting.alignment } } : undefined;
    }
    case 'professional_experiences': {
      const items = cv.professional_experiences
        .map((e) => ({
          title: clean(e.title),
          company: clean(e.company),
          location: clean(e.location),
          period: formatPeriod(e.startDate, e.endDate, labels),
          html: richTextHtml(e.description),
        }))
        .filter((e) => e.title || e.company || e.html);
      return items.length ? { ...base, kind: 'experiences', items } : undefined;
    }
    case 'education': {
      const items = cv.education
        .map((e) => ({
          degree: clean(e.degree),
          institution: clean(e.institution),
          city: clean(e.city),
          period: formatPeriod(e.startDate, e.endDate, labels),
          html: richTextHtml(e.description),
        }))
        .filter((e) => e.degree || e.institution || e.html);
      return items.length ? { ...base, kind: 'education', items } : undefined;
    }
    case 'skills': {
      const named = cv.skills.filter((s) => filled(s.name));
      const toView = (s: (typeof named)[number]): SkillView => ({ name: clean(s.name), level: skillLevel(s.level, s.showLevel, labels.skillLevels) });
      const hard = named.filter((s) => s.type === 'hard').map(toView);
      const soft = named.filter((s) => s.type === 'soft').map(toView);
      const groups =
        hard.length && soft.length
          ? [
              { label: labels.hardSkills, items: hard },
              { label: labels.softSkills, items: soft },
            ]
          : [{ label: '', items: hard.length ? hard : soft }];
      return named.length ? { ...base, kind: 'skills', groups } : undefined;
    }
    case 'languages': {
      const items = cv.languages
        .filter((l) => filled(l.name))
        .map((l) => ({ name: clean(l.name), level: languageLevel(l.level, l.showLevel, labels.languageLevels) }));
      return items.length ? { ...base, kind: 'languages', items } : undefined;
    }
    case 'accreditations': {
      const items = cv.accreditations
        .map((a) => ({ name: clean(a.name), organization: clean(a.organization), date: clean(a.date), html: richTextHtml(a.description) }))
        .filter((a) => a.name || a.organization || a.html);
      return items.length ? { ...base, kind: 'accreditations', items } : undefined;
    }
    case 'references': {
      const items = cv.references
        .map((r) => ({ name: clean(r.name), jobTitle: clean(r.jobTitle), company: clean(r.company), email: clean(r.email), phone: clean(r.phone) }))
        .filter((r) => r.name || r.company);
      return items.length ? { ...base, kind: 'references', items } : undefined;
    }
    default:
      return undefined;
  }
}
