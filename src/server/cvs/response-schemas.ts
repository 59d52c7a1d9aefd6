import { z } from 'zod';
import { answers, anyObject, binaryAnswerSchema, looseObject, noContentSchema } from '../http/response-schemas.js';

/**
 * The answers of the CV calls (shapes in src/domain/cv/saved-cv.ts). Loose (see
 * http/response-schemas.ts): the CV document itself is checked by the domain schema on the way
 * in, so these name the fields the server adds and the client reads.
 */

const templateRefSchema = looseObject({ id: z.number(), name: z.string() });

export const cvTemplateItemSchema = looseObject({ id: z.number(), name: z.string(), image: z.string() });

export const cvListItemSchema = looseObject({
  id: z.string(),
  title: z.string(),
  template_id: z.number(),
  template: templateRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  has_photo: z.boolean(),
});

/** A saved CV: the document (its own keys pass through) plus the server's fields. */
export const savedCvSchema = looseObject({
  id: z.string(),
  title: z.string(),
  template_id: z.number(),
  template: templateRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  photo_url: z.string().nullable(),
  version: z.number(),
  personal_info: anyObject,
});

export const cvBinItemSchema = looseObject({
  id: z.string(),
  title: z.string(),
  template_id: z.number(),
  deleted_at: z.string(),
  purge_at: z.string(),
});

const versionCauseFields = { cause: z.string().nullable(), subject: z.string().nullable() };

export const cvVersionItemSchema = looseObject({
  version: z.number(),
  title: z.string(),
  template_id: z.number(),
  saved_at: z.string(),
  ...versionCauseFields,
});

export const cvVersionDetailSchema = looseObject({ version: z.number(), saved_at: z.string(), ...versionCauseFields, document: anyObject });

/**
 * The template preview (rendered HTML and its page count). Kept permissive on purpose: the
 * rendering work changes this answer (a photo reference is coming), and a strict schema here
 * would turn that change into a 500.
 */
export const templatePreviewSchema = looseObject({ data: z.string(), pages: z.number() });

export const photoUploadedSchema = looseObject({ photo_url: z.string() });

export const previewPhotoStoredAnswers = answers({ 201: looseObject({ key: z.string(), url: z.string() }) });

export const cvAnswers = answers({ 200: savedCvSchema });
export const createdCvAnswers = answers({ 201: savedCvSchema });
export const deletedAnswers = answers({ 204: noContentSchema });
/** PDF or image bytes, or 304 when the client's ETag still matches. */
export const binaryAnswers = answers({ 200: binaryAnswerSchema, 304: noContentSchema });
