import fresh from 'fresh';
import { eq } from 'drizzle-orm';
import { pdfFileName } from '../../domain/cv/pdf-file-name.js';
import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { userCanDownload } from '../billing/subscription-store.js';
import type { Database } from '../db/client.js';
import { cvPhotos } from '../db/schema/cvs.js';
import type { UserRow } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import { getOrRenderPreviewImage, previewImageEtag, type PreviewImage } from '../rendering/preview-cache.js';
import type { CvsContext } from './context.js';
import { loadOwnedCv, type OwnedCv } from './cv-store.js';
import { photoDataUrl } from './photo-image.js';

/**
 * The saved CV as the one HTML document its PDF and its preview image are made from: the
 * same renderer, with its stored photo.
 */
export async function savedCvHtml(db: Database, cv: OwnedCv): Promise<string> {
  let photo: string | undefined;
  if (cv.hasPhoto) {
    const [row] = await db.select({ image: cvPhotos.image, contentType: cvPhotos.contentType }).from(cvPhotos).where(eq(cvPhotos.cvId, cv.id)).limit(1);
    photo = row ? photoDataUrl(row) : undefined;
  }
  const { accent_colors } = cv.document;
  return renderCvHtml(cv.document, {
    templateId: cv.templateId,
    accentColor: accent_colors.primary,
    secondaryColor: accent_colors.secondary,
    photoDataUrl: photo,
  });
}

export interface CvPdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * GET /cvs/{id}/download/: for a premium user only (active, trialing, or canceled with time
 * left, read from our database); anyone else gets the 403 `subscription_required` that the
 * client turns into the redirect to /tarifs.
 */
export async function downloadCv(ctx: CvsContext, user: UserRow, cvId: string): Promise<CvPdf> {
  const cv = await loadOwnedCv(ctx.db, user.id, cvId);
  if (!(await userCanDownload(ctx.db, user.id, ctx.now()))) {
    throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
  }
  const info = cv.document.personal_info;
  const author = [info.firstName, info.lastName].map((s) => s.trim()).filter(Boolean).join(' ') || `${user.firstName} ${user.lastName}`.trim();
  const pdf = await ctx.renderer.renderPdf(await savedCvHtml(ctx.db, cv), { title: cv.title, author });
  return { pdf, fileName: pdfFileName(cv.title) };
}

/**
 * GET /cvs/{id}/preview-image/: page 1 as an image, from the preview cache. `ifNoneMatch`
 * matching the current image answers `notModified` with no render and no image lookup.
 */
export async function cvPreviewImage(
  ctx: CvsContext,
  userId: string,
  cvId: string,
  ifNoneMatch: string | undefined,
): Promise<{ notModified: true; etag: string } | ({ notModified: false } & PreviewImage)> {
  const cv = await loadOwnedCv(ctx.db, userId, cvId);
  const html = await savedCvHtml(ctx.db, cv);
  const etag = previewImageEtag(html);
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
  const image = await getOrRenderPreviewImage(ctx.db, ctx.renderer, html);
  return { notModified: false, ...image };
}

/** Whether If-None-Match (one or several validators, weak or strong, or '*') holds `etag`: the `fresh` package's weak comparison. */
export function etagMatches(header: string, etag: string): boolean {
  return fresh({ 'if-none-match': header }, { etag });
}
