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
import { renderRateLimits } from '../http/rate-limit.js';
import type { CvsContext } from './context.js';
import { loadCvToRender, lookUpRender, storeRender } from './cv-render-cache.js';
import type { OwnedCv } from './cv-store.js';
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

// Concurrent requests for the same file in this process wait for one render.
const inFlight = new Map<string, Promise<Buffer>>();

function renderOnce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let pending = inFlight.get(key);
  if (!pending) {
    pending = render().finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/**
 * GET /cvs/{id}/download/: for a premium user only (active, trialing, or canceled with time
 * left, read from our database); anyone else gets the 403 `subscription_required` that the
 * client turns into the redirect to /tarifs. The PDF of an unchanged CV is the one made last
 * time (cv-render-cache.ts).
 */
export async function downloadCv(ctx: CvsContext, user: UserRow, cvId: string): Promise<CvPdf> {
  const cached = await lookUpRender(ctx.db, user.id, cvId, 'pdf');
  if (!(await userCanDownload(ctx.db, user.id, ctx.now()))) {
    throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
  }
  if (cached.body) return { pdf: cached.body, fileName: pdfFileName(cached.title) };
  // The per-user limit bounds renders: a repeat download of an unchanged CV is not one (and
  // counting it would cost a durable write more than the whole answer).
  await ctx.limiter.consume(renderRateLimits.downloadsPerUser, user.id);
  const cv = await loadCvToRender(ctx.db, user.id, cvId, 'pdf');
  const pdf = await renderOnce(cv.renderKey, async () => {
    const info = cv.document.personal_info;
    const author = [info.firstName, info.lastName].map((s) => s.trim()).filter(Boolean).join(' ') || `${user.firstName} ${user.lastName}`.trim();
    const made = await ctx.renderer.renderPdf(await savedCvHtml(ctx.db, cv), { title: cv.title, author });
    await storeRender(ctx.db, cv.id, 'pdf', cv.renderKey, made, 'application/pdf');
    return made;
  });
  return { pdf, fileName: pdfFileName(cv.title) };
}

export interface PreviewImage {
  image: Buffer;
  /** A strong validator for ETag / If-None-Match. */
  etag: string;
  contentType: string;
}

/**
 * GET /cvs/{id}/preview-image/: page 1 as an image. The ETag is the saved version's key:
 * `ifNoneMatch` matching it answers `notModified` after one small query, and a current cached
 * image is answered from that same query, with no render and no CV read.
 */
export async function cvPreviewImage(
  ctx: CvsContext,
  userId: string,
  cvId: string,
  ifNoneMatch: string | undefined,
): Promise<{ notModified: true; etag: string } | ({ notModified: false } & PreviewImage)> {
  let cached = await lookUpRender(ctx.db, userId, cvId, 'image', { withBody: !ifNoneMatch });
  if (ifNoneMatch && etagMatches(ifNoneMatch, `"${cached.key}"`)) return { notModified: true, etag: `"${cached.key}"` };
  if (ifNoneMatch) cached = await lookUpRender(ctx.db, userId, cvId, 'image');
  if (cached.body) return { notModified: false, image: cached.body, contentType: cached.contentType ?? ctx.renderer.previewImageContentType, etag: `"${cached.key}"` };
  const cv = await loadCvToRender(ctx.db, userId, cvId, 'image');
  const contentType = ctx.renderer.previewImageContentType;
  const image = await renderOnce(cv.renderKey, async () => {
    const made = await ctx.renderer.renderPreviewImage(await savedCvHtml(ctx.db, cv));
    await storeRender(ctx.db, cv.id, 'image', cv.renderKey, made, contentType);
    return made;
  });
  return { notModified: false, image, contentType, etag: `"${cv.renderKey}"` };
}

/** Whether If-None-Match (one or several validators, weak or strong, or '*') holds `etag`: the `fresh` package's weak comparison. */
export function etagMatches(header: string, etag: string): boolean {
  return fresh({ 'if-none-match': header }, { etag });
}
