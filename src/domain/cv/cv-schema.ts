import { z } from 'zod';
import { defaultAccentColors, normaliseAccentColor, secondaryColorFor } from './colours.js';
import { isHexColor } from './colour-math.js';
import { CV_LANGUAGES, DEFAULT_CV_LANGUAGE } from './cv-language.js';
import { cvLayoutSchema } from './cv-layout.js';
import { imageDataUrl, PHOTO_BASE64_MAX_CHARS } from './photo.js';
import { canonicalSectionId } from './sections.js';
import { isTemplateId, resolveTemplateId } from './template-catalogue.js';

/**
 * Bounds on every string and list, so that a CV stays far below 1 MB of JSON without its photo
 * (the whole document is also capped, see CV_JSON_MAX_CHARS).
 */
export const CV_LIMITS = {
  title: 100,
  sectionTitle: 100,
  short: 200,
  /** Dates are free text: « septembre 2019 – aujourd’hui (temps partiel 80 %) » is a real one. */
  date: 100,
  url: 2000,
  richText: 20_000,
  listItems: 50,
  customSections: 20,
  sectionIds: 60,
  photoBase64: PHOTO_BASE64_MAX_CHARS,
  color: 32,
} as const;

/** Serialised size cap of a CV without its photo (characters). */
export const CV_JSON_MAX_CHARS = 300_000;

export const DEFAULT_CV_TITLE = 'Sans titre';
export const DEFAULT_CUSTOM_SECTION_TITLE = 'Section personnalisée';

const tooLong = (max: number) => `Ce texte ne peut pas dépasser ${max} caractères.`;
const tooMany = (max: number) => `Cette liste ne peut pas dépasser ${max} éléments.`;

/** Optional text: null and missing become ''. */
const text = (max: number) =>
  z
    .string()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v ?? '');

/** Item ids are timestamps (numbers) or strings; always strings once parsed. */
const itemId = z
  .union([z.string().max(100, tooLong(100)), z.number()])
  .nullish()
  .transform((v) => (v == null || v === '' ? undefined : String(v)));

const level = z
  .number()
  .min(0)
  .max(100)
  .nullish()
  .transform((v) => v ?? null);

const showLevel = z
  .boolean()
  .nullish()
  .transform((v) => v ?? true);

const alignment = z
  .enum(['left', 'center', 'right', 'justify'])
  .nullish()
  .transform((v) => v ?? 'left');

const richBlockObject = z.object({
  content: text(CV_LIMITS.richText),
  formatting: z
    .object({ alignment })
    .nullish()
    .transform((f) => f ?? { alignment: 'left' as const }),
});

/** {content, formatting {alignment}}; a bare string is taken as the content. */
const richBlock = z
  .union([z.string().max(CV_LIMITS.richText, tooLong(CV_LIMITS.richText)), richBlockObject])
  .nullish()
  .transform((v) => (typeof v === 'string' || v == null ? { content: v ?? '', formatting: { alignment: 'left' as const } } : v));

export const personalInfoSchema = z.object({
  jobTitle: text(CV_LIMITS.short),
  lastName: text(CV_LIMITS.short),
  firstName: text(CV_LIMITS.short),
  email: text(CV_LIMITS.short),
  phone: text(CV_LIMITS.short),
  postalCode: text(CV_LIMITS.short),
  city: text(CV_LIMITS.short),
  country: text(CV_LIMITS.short),
  age: z
    .union([z.string().max(CV_LIMITS.short, tooLong(CV_LIMITS.short)), z.number()])
    .nullish()
    .transform((v) => (v == null ? '' : String(v))),
  nationality: text(CV_LIMITS.short),
  workPermit: text(CV_LIMITS.short),
  drivingLicense: text(CV_LIMITS.short),
  customField: text(CV_LIMITS.short),
  linkedin: text(CV_LIMITS.url),
  photo_base64: text(CV_LIMITS.photoBase64).refine((v) => v === '' || imageDataUrl(v) !== undefined, {
    message: 'Veuillez sélectionner un fichier image',
  }),
});

const experienceSchema = z.object({
  id: itemId,
  title: text(CV_LIMITS.short),
  company: text(CV_LIMITS.short),
  location: text(CV_LIMITS.short),
  startDate: text(CV_LIMITS.date),
  endDate: text(CV_LIMITS.date),
  description: text(CV_LIMITS.richText),
});

const educationSchema = z.object({
  id: itemId,
  institution: text(CV_LIMITS.short),
  degree: text(CV_LIMITS.short),
  city: text(CV_LIMITS.short),
  startDate: text(CV_LIMITS.date),
  endDate: text(CV_LIMITS.date),
  description: text(CV_LIMITS.richText),
});

const skillSchema = z.object({
  id: itemId,
  name: text(CV_LIMITS.short),
  level,
  type: z
    .enum(['hard', 'soft'])
    .nullish()
    .transform((v) => v ?? 'hard'),
  showLevel,
});

const languageSchema = z.object({
  id: itemId,
  name: text(CV_LIMITS.short),
  level,
  showLevel,
});

/** The editor's blank item says title/institution where the saved item says name/organization. */
const accreditationSchema = z
  .object({
    id: itemId,
    name: text(CV_LIMITS.short),
    organization: text(CV_LIMITS.short),
    title: text(CV_LIMITS.short),
    institution: text(CV_LIMITS.short),
    date: text(CV_LIMITS.date),
    description: text(CV_LIMITS.richText),
  })
  .transform(({ title, institution, ...item }) => ({
    ...item,
    name: item.name || title,
    organization: item.organization || institution,
  }));

const referenceSchema = z.object({
  id: itemId,
  jobTitle: text(CV_LIMITS.short),
  company: text(CV_LIMITS.short),
  name: text(CV_LIMITS.short),
  email: text(CV_LIMITS.short),
  phone: text(CV_LIMITS.short),
});

const customFieldSchema = z.object({
  id: itemId,
  title: text(CV_LIMITS.sectionTitle),
  content: z.string().max(CV_LIMITS.richText, tooLong(CV_LIMITS.richText)).nullish(),
  description: text(CV_LIMITS.richText),
  /**
   * What an import could not place (« À vérifier »): shown in the editor, never printed, until
   * the user keeps it as a section of the CV.
   */
  review: z.boolean().nullish(),
});

const list = <S extends z.ZodType>(item: S) => z.array(item).max(CV_LIMITS.listItems, tooMany(CV_LIMITS.listItems)).nullish();

const sectionIds = z
  .array(z.string().max(100, tooLong(100)))
  .max(CV_LIMITS.sectionIds, tooMany(CV_LIMITS.sectionIds))
  .nullish()
  .transform((ids) => [...new Set((ids ?? []).map(canonicalSectionId))]);

const sectionTitles = z
  .record(z.string().max(100, tooLong(100)), z.string().max(CV_LIMITS.sectionTitle, tooLong(CV_LIMITS.sectionTitle)))
  .nullish()
  .refine((titles) => Object.keys(titles ?? {}).length <= CV_LIMITS.sectionIds, tooMany(CV_LIMITS.sectionIds))
  .transform((titles) => Object.fromEntries(Object.entries(titles ?? {}).map(([id, title]) => [canonicalSectionId(id), title])));

const templateIdInput = z.union([z.number(), z.string().max(10, tooLong(10))]).nullish();
const colorInput = z.string().max(CV_LIMITS.color, tooLong(CV_LIMITS.color)).nullish();

/** Ids are kept; an item that arrives without one gets a stable positional id. */
function withIds<T extends { id: string | undefined }>(items: readonly T[] | null | undefined, prefix: string) {
  return (items ?? []).map((item, index) => ({ ...item, id: item.id ?? `${prefix}-${index + 1}` }));
}

/**
 * The CV document: what the editor sends, the server stores (jsonb) and the templates render.
 * Lenient where the client sends loose data (missing sections, null, numeric ids, the two
 * spellings of experiences and accreditations, custom fields as a map) and strict on types.
 * Parsing applies the "before sending" rules of spec section 5.
 */
export const cvDocumentSchema = z
  .object({
    title: z.string().max(CV_LIMITS.title, 'Le nom du CV ne peut pas dépasser 100 caractères').nullish(),
    template_id: templateIdInput,
    template: z.object({ id: templateIdInput }).nullish(),
    cv_language: z.enum(CV_LANGUAGES).nullish(),
    accent_colors: z.object({ primary: colorInput, secondary: colorInput }).nullish(),
    layout: cvLayoutSchema,
    personal_info: personalInfoSchema.nullish(),
    summary: richBlock,
    professional_experiences: list(experienceSchema),
    experiences: list(experienceSchema),
    education: list(educationSchema),
    skills: list(skillSchema),
    languages: list(languageSchema),
    accreditations: list(accreditationSchema),
    references: list(referenceSchema),
    miscellaneous: richBlock,
    section_order: sectionIds,
    section_titles: sectionTitles,
    hidden_sections: sectionIds,
    custom_fields: z
      .union([z.array(customFieldSchema).max(CV_LIMITS.listItems, tooMany(CV_LIMITS.listItems)), z.record(z.string().max(100), customFieldSchema)])
      .nullish(),
    photo_url: text(CV_LIMITS.url),
  })
  .transform((input) => {
    const candidates = [input.template_id, input.template?.id].map((v) => (typeof v === 'string' ? resolveTemplateIdOrUndefined(v) : v));
    const template_id = candidates.find(isTemplateId) ?? resolveTemplateId(undefined);
    const primary = normaliseAccentColor(input.accent_colors?.primary);
    const givenSecondary = input.accent_colors?.secondary;
    const secondary = isHexColor(givenSecondary) ? givenSecondary : secondaryColorFor(template_id, primary);
    const customFields = Array.isArray(input.custom_fields) ? input.custom_fields : Object.values(input.custom_fields ?? {});
    return {
      title: input.title?.trim() ? input.title.trim() : DEFAULT_CV_TITLE,
      template_id,
      cv_language: input.cv_language ?? DEFAULT_CV_LANGUAGE,
      accent_colors: { primary, secondary },
      layout: input.layout,
      personal_info: input.personal_info ?? personalInfoSchema.parse({}),
      summary: input.summary,
      professional_experiences: withIds(input.professional_experiences ?? input.experiences, 'experience'),
      education: withIds(input.education, 'education'),
      skills: withIds(input.skills, 'skill'),
      languages: withIds(input.languages, 'language'),
      accreditations: withIds(input.accreditations, 'accreditation'),
      references: withIds(input.references, 'reference'),
      miscellaneous: input.miscellaneous,
      section_order: input.section_order,
      section_titles: input.section_titles,
      hidden_sections: input.hidden_sections,
      custom_fields: customFields.flatMap(({ id, title, content, description, review }) =>
        id === undefined
          ? []
          : [{ id, title: title.trim() ? title : DEFAULT_CUSTOM_SECTION_TITLE, content: content ?? description, ...(review ? { review: true as const } : {}) }],
      ),
      photo_url: input.photo_url,
    };
  })
  .refine((cv) => cv.custom_fields.length <= CV_LIMITS.customSections, {
    message: `Un CV ne peut pas avoir plus de ${CV_LIMITS.customSections} sections personnalisées.`,
    path: ['custom_fields'],
  })
  .refine((cv) => serialisedSizeWithoutPhoto(cv) <= CV_JSON_MAX_CHARS, {
    message: 'Le CV est trop volumineux.',
  });

function resolveTemplateIdOrUndefined(value: string): number | undefined {
  return /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;
}

function serialisedSizeWithoutPhoto(cv: { personal_info: { photo_base64: string } }): number {
  return JSON.stringify({ ...cv, personal_info: { ...cv.personal_info, photo_base64: '' } }).length;
}

/** What a client may send (loose). */
export type CvDocumentInput = z.input<typeof cvDocumentSchema>;
/** The normalised CV every part of the product works with. */
export type CvDocument = z.output<typeof cvDocumentSchema>;
export type PersonalInfo = CvDocument['personal_info'];
export type RichBlock = CvDocument['summary'];
export type TextAlignment = RichBlock['formatting']['alignment'];
export type CvExperience = CvDocument['professional_experiences'][number];
export type CvEducation = CvDocument['education'][number];
export type CvSkill = CvDocument['skills'][number];
export type CvLanguageItem = CvDocument['languages'][number];
export type CvAccreditation = CvDocument['accreditations'][number];
export type CvReference = CvDocument['references'][number];

/** An empty CV for a template, as the editor builds it from /editor/model/{id}. */
export function emptyCvDocument(templateId?: unknown): CvDocument {
  const template_id = resolveTemplateId(templateId);
  return cvDocumentSchema.parse({ template_id, accent_colors: defaultAccentColors(template_id) });
}
