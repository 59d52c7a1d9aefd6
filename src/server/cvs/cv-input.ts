import { cvDocumentSchema, type CvDocument } from '../../domain/cv/cv-schema.js';
import { imageDataUrl, PHOTO_BASE64_MAX_CHARS } from '../../domain/cv/photo.js';
import { isTemplateId } from '../../domain/cv/template-catalogue.js';
import { ApiError, zodIssuesToFieldErrors, type FieldErrors } from '../http/errors.js';
import { unknownKeys } from '../http/unknown-keys.js';
import { looksLikeHtml, sanitizeRichText } from '../../templates/rich-text.js';
import { cvMessages } from './messages.js';

/**
 * The CV answers 400 with both a message the client shows and the field errors:
 * `{detail: 'Template invalide', template_id: [...]}` when the error concerns the template,
 * else `{detail: 'Données de CV invalides', <field>: [...]}` (spec section 8, "Create with a 400").
 */
export function invalidCv(errors: FieldErrors): ApiError {
  const aboutTemplate = Object.keys(errors).some((key) => key === 'template_id' || key.startsWith('template.'));
  const detail = aboutTemplate ? cvMessages.invalidTemplate : cvMessages.invalidCv;
  return new ApiError(400, { detail, ...errors });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A template the client names explicitly must be one of the six (a missing one means 1). */
function templateErrors(body: Record<string, unknown>): FieldErrors {
  const given = [['template_id', body.template_id] as const, ['template.id', isObject(body.template) ? body.template.id : undefined] as const];
  const errors: FieldErrors = {};
  for (const [key, value] of given) {
    if (value === undefined || value === null || value === '') continue;
    const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
    if (!isTemplateId(id)) errors[key] = [cvMessages.invalidTemplate];
  }
  return errors;
}

const cleanRichText = (value: string) => (looksLikeHtml(value) ? sanitizeRichText(value) : value);

/**
 * Every rich-text field of the CV (summary, descriptions, miscellaneous, custom sections)
 * through the server's allowlist. Plain text is kept as typed.
 */
export function withSanitisedRichText(cv: CvDocument): CvDocument {
  const description = <T extends { description: string }>(item: T): T => ({ ...item, description: cleanRichText(item.description) });
  return {
    ...cv,
    summary: { ...cv.summary, content: cleanRichText(cv.summary.content) },
    professional_experiences: cv.professional_experiences.map(description),
    education: cv.education.map(description),
    accreditations: cv.accreditations.map(description),
    miscellaneous: { ...cv.miscellaneous, content: cleanRichText(cv.miscellaneous.content) },
    custom_fields: cv.custom_fields.map((field) => ({ ...field, content: cleanRichText(field.content) })),
  };
}

/** The anonymous photo carried in `personal_info.photo_base64`, as a data: URL, or undefined. */
function takePhotoBase64(body: Record<string, unknown>): { body: Record<string, unknown>; photo: string | undefined; tooLarge: boolean } {
  const info = body.personal_info;
  if (!isObject(info) || typeof info.photo_base64 !== 'string' || info.photo_base64 === '') return { body, photo: undefined, tooLarge: false };
  const raw = info.photo_base64;
  return {
    body: { ...body, personal_info: { ...info, photo_base64: '' } },
    photo: raw.length <= PHOTO_BASE64_MAX_CHARS ? imageDataUrl(raw) : undefined,
    tooLarge: raw.length > PHOTO_BASE64_MAX_CHARS,
  };
}

/**
 * Keys a saved CV may carry besides the document's own: the server's fields of the answer
 * (GET /cvs/{id}/), which a client may send back as it read them, the save's options, and
 * `js_file`, a field of the original client's CV (spec section 7). They are ignored. Aliases the schema itself accepts (`experiences`, an accreditation's
 * `title`/`institution`) are not listed here. Anything else is refused by name
 * (docs/decisions/2026-11-24-operations-and-edges.md).
 */
const IGNORED_CV_KEYS = new Set(['id', 'created_at', 'updated_at', 'version', 'has_photo', 'new_history_entry', 'checkpoints', 'template.name', 'js_file']);

/** A save naming a field no CV has (`personal_info.first_name`): refused, so that nothing typed is dropped silently. */
function unknownKeyErrors(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, suggestion } of unknownKeys(cvDocumentSchema, body, IGNORED_CV_KEYS)) {
    errors[path] = [suggestion ? cvMessages.unknownFieldDidYouMean(suggestion) : cvMessages.unknownField];
  }
  return errors;
}

export interface ParsedCv {
  /** Normalised, sanitised, with no photo_base64 and no photo_url (the server owns both). */
  cv: CvDocument;
  /** A valid raster photo sent inside the CV, as a data: URL. */
  photoDataUrl: string | undefined;
  /** A photo_base64 longer than a 5 MB image allows. */
  photoTooLarge: boolean;
}

/**
 * A CV body as the client sends it (spec section 5), parsed with the domain schema. Saving
 * refuses a template that is not one of the six and a field no CV has; the preview
 * (`strictTemplate: false`) falls back to template 1 like the rest of the product and ignores
 * unknown fields. Throws the 400 answer.
 */
export function parseCvBody(body: unknown, options: { strictTemplate: boolean }): ParsedCv {
  if (!isObject(body)) throw invalidCv({ non_field_errors: [cvMessages.invalidCv] });
  if (options.strictTemplate) {
    const errors = { ...unknownKeyErrors(body), ...templateErrors(body) };
    if (Object.keys(errors).length) throw invalidCv(errors);
  }
  // An unusable photo is left out rather than refused: the rest of the CV still saves and renders.
  const { body: withoutPhoto, photo, tooLarge } = takePhotoBase64(body);
  const parsed = cvDocumentSchema.safeParse(withoutPhoto);
  if (!parsed.success) throw invalidCv(zodIssuesToFieldErrors(parsed.error.issues));
  return { cv: { ...withSanitisedRichText(parsed.data), photo_url: '' }, photoDataUrl: photo, photoTooLarge: tooLarge };
}
