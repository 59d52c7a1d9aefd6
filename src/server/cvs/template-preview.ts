import { withoutBlankSkillsAndLanguages } from '../../domain/cv/prepare-cv.js';
import { resolveTemplateId } from '../../domain/cv/template-catalogue.js';
import { detailError } from '../http/errors.js';
import type { RateLimitRule } from '../http/rate-limit.js';
import type { CvsContext } from './context.js';
import { invalidCv, parseCvBody } from './cv-input.js';
import { cvMessages } from './messages.js';
import { findOwnedPhotoVersion } from './photos.js';
import { previewPhoto } from './preview-photo.js';
import { PREVIEW_PHOTO_MISSING_CODE, previewPhotoUrl, touchPreviewPhoto } from './preview-photo-store.js';
import { cvPhotoUrl } from './cv-answer.js';
import { CV_RENDER } from './cv-rendering.js';
import { cvHtmlOffTheLoop } from './cv-html.js';

/**
 * Called 300 ms after each keystroke by every open editor (200 ms in full screen): generous
 * per address, yet a bound on a script hammering the renderer.
 */
export const templatePreviewRule: RateLimitRule = { name: 'cv-preview-ip', limit: 600, windowSeconds: 60, batched: true };

/** The body's room: a 5 MB photo in base64 (~7 MB) plus the largest CV. */
export const TEMPLATE_PREVIEW_BODY_LIMIT = 8 * 1024 * 1024;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const optionalString = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

/**
 * What the renderer's page shows where the photo goes while it paginates: every template gives
 * the photo a fixed size, so its pixels do not change the layout, and the page makes no request
 * (the render page blocks them all). A 1 x 1 transparent PNG.
 */
const PHOTO_STAND_IN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * POST /cvs/template-preview/ (signed in or not): `{cv_data, template_id, accent_color?,
 * cv_id?, photo_key?}` -> `{data: html, pages}`: the CV laid out by the renderer into the PDF's
 * own pages (same breaks, same page count), which the editor shows as they are.
 *
 * The photo travels by reference, never inside the answer: the saved photo of `cv_id` when the
 * caller owns that CV (its URL, `?v=` its version: the editor shows the copy it already fetched
 * with its token), else the anonymous draft's photo stored under `photo_key`
 * (preview-photo-store.ts; 409 `preview_photo_missing` once expired, and the editor stores it
 * again). An older client's `personal_info.photo_base64` is still shown inline; anything that
 * is not a raster image is ignored, as is someone else's cv_id.
 */
export async function renderTemplatePreview(
  ctx: CvsContext,
  caller: { userId: string | null; ip: string },
  body: unknown,
): Promise<{ data: string; pages: number }> {
  await ctx.limiter.consume(templatePreviewRule, caller.ip);
  if (!isObject(body)) throw invalidCv({ cv_data: [cvMessages.invalidCv] });
  if (!isObject(body.cv_data)) throw invalidCv({ cv_data: [cvMessages.invalidCv] });
  const { cv, photoDataUrl: sentPhoto, photoTooLarge } = parseCvBody(body.cv_data, { strictTemplate: false });
  if (photoTooLarge) throw detailError(413, cvMessages.photoTooLarge);

  const cvId = optionalString(body.cv_id, 64);
  const photoKey = optionalString(body.photo_key, 64);
  let photoReference: string | undefined;
  const savedVersion = caller.userId && cvId ? await findOwnedPhotoVersion(ctx.db, caller.userId, cvId) : undefined;
  if (cvId && savedVersion !== undefined) photoReference = `${cvPhotoUrl(cvId)}?v=${savedVersion}`;
  else if (photoKey) {
    if (!(await touchPreviewPhoto(ctx.db, photoKey, ctx.now()))) throw detailError(409, cvMessages.previewPhotoMissing, PREVIEW_PHOTO_MISSING_CODE);
    photoReference = previewPhotoUrl(photoKey);
  }

  const templateId = resolveTemplateId(body.template_id ?? cv.template_id);
  const accentColor = optionalString(body.accent_color, 32) ?? cv.accent_colors.primary;
  // The CV's secondary belongs to its own template and accent; for another pair it is derived.
  const sameColours = templateId === cv.template_id && accentColor === cv.accent_colors.primary;
  // The preview rule drops a list left with no named item; the templates read an empty list.
  const shown = withoutBlankSkillsAndLanguages(cv);
  const document = { ...shown, skills: shown.skills ?? [], languages: shown.languages ?? [] };
  // A large CV is written on a worker thread (cv-html.ts): anyone may send one, up to the body limit.
  const html = await cvHtmlOffTheLoop(
    document,
    {
      templateId,
      accentColor,
      secondaryColor: sameColours ? cv.accent_colors.secondary : undefined,
      photoDataUrl: photoReference ? PHOTO_STAND_IN : await previewPhoto(sentPhoto),
    },
    JSON.stringify(document).length,
  );
  const paged = await ctx.renderer.renderPages(html, CV_RENDER);
  const data = photoReference ? paged.html.replaceAll(`src="${PHOTO_STAND_IN}"`, `src="${photoReference}"`) : paged.html;
  return { data, pages: paged.pages };
}
