import fresh from 'fresh';
import { pdfFileName } from '../../domain/cv/pdf-file-name.js';
import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { subscriptionAllowsDownload } from '../billing/subscription-store.js';
import type { UserRow } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import { renderRateLimits } from '../http/rate-limit.js';
import type { CvsContext } from './context.js';
import { cvHtmlOffTheLoop } from './cv-html.js';
import {
  loadCvToRender,
  lookUpRender,
  rememberedRender,
  storeRender,
  withCachedBody,
  type CachedRender,
  type CvToRender,
  type RememberedKind,
} from './cv-render-cache.js';
import { photoDataUrl } from './photo-image.js';

/**
 * The saved CV as the one HTML document its PDF and its preview image are made from: the
 * same renderer, with its stored photo (read with the CV, in the same statement).
 */
export async function savedCvHtml(cv: CvToRender): Promise<string> {
  const { accent_colors } = cv.document;
  const options = {
    templateId: cv.templateId,
    accentColor: accent_colors.primary,
    secondaryColor: accent_colors.secondary,
    photoDataUrl: cv.photo ? photoDataUrl(cv.photo) : undefined,
  };
  // A large CV is written on a worker thread (cv-html.ts); its stored text says how large.
  return cvHtmlOffTheLoop(cv.document, options, JSON.stringify(cv.document).length);
}

/**
 * A CV's photo sits in a box of fixed size in every design: the editor's preview (a stand-in
 * for a saved photo), the PDF and the page-1 image of the same content share one pagination
 * (pagination-memory.ts).
 */
export const CV_RENDER = { imagesSizedByCss: true } as const;

export interface CvPdf {
  pdf: Buffer;
  fileName: string;
}

// Concurrent requests for the same file in this process wait for one render.
const inFlight = new Map<string, Promise<Buffer>>();
// Files made and still being written to the render cache.
const keeping = new Set<Promise<void>>();

/** Resolves when every file made so far is kept (or failed to be): the server waits for it before closing its database. */
export async function renderCacheWritesSettled(): Promise<void> {
  await Promise.all([...keeping]);
}

/**
 * Runs a render in the caller's lane of the per-user render gate (fair-gate.ts). Only renders go
 * through it: a file answered from a cache, or one another request is already making, never
 * waits behind the user's renders nor takes their slots, so any number of downloads of an
 * unchanged document all answer at once.
 */
export type RenderGate = <T>(work: () => Promise<T>) => Promise<T>;

/** The file of that key when this process is making it or still holds it, without a render. */
function madeOrMaking(ctx: Pick<CvsContext, 'db'>, kind: RememberedKind, key: string): Promise<Buffer> | undefined {
  const pending = inFlight.get(`${kind}:${key}`);
  if (pending) return pending;
  const remembered = rememberedRender(ctx.db, kind, key);
  return remembered ? Promise.resolve(remembered.body) : undefined;
}

/**
 * Renders once per key and answers as soon as the file is made: keeping it in the render cache
 * (a durable write) goes on after the answer, and the key stays in flight until it is kept, so
 * that a request in between waits for this file instead of making it again. A request that
 * missed the cache just as the file was kept finds it in this process's memory.
 */
export function renderOnce(
  ctx: Pick<CvsContext, 'db' | 'log'>,
  kind: RememberedKind,
  key: string,
  render: () => Promise<Buffer>,
  keep: (file: Buffer) => Promise<void>,
): Promise<Buffer> {
  const ready = madeOrMaking(ctx, kind, key);
  if (ready) return ready;
  const made = render();
  const flightKey = `${kind}:${key}`;
  inFlight.set(flightKey, made);
  const kept = made
    .then(
      (file) => keep(file).catch((err: unknown) => ctx.log.error({ err }, 'render cache: the file could not be kept')),
      // A failed render is answered to its caller, which reports it.
      () => undefined,
    )
    .finally(() => {
      inFlight.delete(flightKey);
      keeping.delete(kept);
    });
  keeping.add(kept);
  return made;
}

/**
 * A download's first read: one statement reads the key, the cached file's key and the
 * subscription, so a repeat download costs one round trip beside the session's (the route
 * starts it while the session is checked; the file itself is usually in memory). A refused
 * download never reads the file.
 */
const downloadLookup = (ctx: CvsContext, userId: string, cvId: string): Promise<CachedRender> => lookUpRender(ctx.db, userId, cvId, 'pdf', { withBody: false });

/**
 * GET /cvs/{id}/download/: for a premium user only (active, trialing, or canceled with time
 * left, read from our database); anyone else gets the 403 `subscription_required` that the
 * client turns into the redirect to /tarifs. The PDF of an unchanged CV is the one made last
 * time (cv-render-cache.ts), answered without entering `gate` nor counting against the
 * download limit; so is one this process is making right now.
 */
export async function downloadCv(
  ctx: CvsContext,
  user: UserRow,
  cvId: string,
  gate: RenderGate,
  lookup: Promise<CachedRender> = downloadLookup(ctx, user.id, cvId),
): Promise<CvPdf> {
  const found = await lookup;
  if (!(await subscriptionAllowsDownload(ctx.db, user.id, found.subscription, ctx.now(), { last4: found.demoCardLast4 }))) {
    throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
  }
  const cached = await withCachedBody(ctx.db, cvId, 'pdf', found);
  if (cached.body) return { pdf: cached.body, fileName: pdfFileName(cached.title) };
  // The first request to miss makes the file (in its lane of the gate, counted against the
  // limit); the others wait for that one render, outside the gate and the limit.
  const pdf = await makeCvPdf(ctx, user, cvId, found.key, gate, async () => {
    // The per-user limit bounds renders: a repeat download of an unchanged CV is not one (and
    // counting it would cost a durable write more than the whole answer).
    await ctx.limiter.consume(renderRateLimits.downloadsPerUser, user.id);
  });
  return { pdf, fileName: pdfFileName(found.title) };
}

type PdfAuthor = Pick<UserRow, 'id' | 'firstName' | 'lastName'>;

/** Makes the PDF of the CV as saved now, once per key in this process, and keeps it. */
function makeCvPdf(ctx: CvsContext, user: PdfAuthor, cvId: string, key: string, gate: RenderGate, beforeRender: () => Promise<void>): Promise<Buffer> {
  let madeFrom: CvToRender | undefined;
  return renderOnce(
    ctx,
    'pdf',
    key,
    () =>
      gate(async () => {
        await beforeRender();
        const cv = (madeFrom = await loadCvToRender(ctx.db, user.id, cvId, 'pdf'));
        const info = cv.document.personal_info;
        const author =
          [info.firstName, info.lastName]
            .map((s) => s.trim())
            .filter(Boolean)
            .join(' ') || `${user.firstName} ${user.lastName}`.trim();
        return ctx.renderer.renderPdf(await savedCvHtml(cv), { title: cv.title, author }, CV_RENDER);
      }),
    // Kept under the key of what was read (a save in between makes it the newer file's).
    (made) => storeRender(ctx.db, cvId, 'pdf', madeFrom!.renderKey, made, 'application/pdf'),
  );
}

/**
 * The saved CV's PDF: the cached one when it is current, else rendered (once per key in this
 * process) and kept. No subscription check, gate or limit: for callers that did theirs
 * (application files).
 */
export async function savedCvPdf(ctx: CvsContext, user: PdfAuthor, cvId: string): Promise<Buffer> {
  const found = await lookUpRender(ctx.db, user.id, cvId, 'pdf');
  if (found.body) return found.body;
  return makeCvPdf(
    ctx,
    user,
    cvId,
    found.key,
    (work) => work(),
    () => Promise.resolve(),
  );
}

export interface PreviewImage {
  image: Buffer;
  /** A strong validator for ETag / If-None-Match. */
  etag: string;
  contentType: string;
}

/** A page-1 image's first read: the key, and the cached image unless the client holds one to compare. */
const previewImageLookup = (ctx: CvsContext, userId: string, cvId: string, ifNoneMatch: string | undefined): Promise<CachedRender> =>
  lookUpRender(ctx.db, userId, cvId, 'image', { withBody: !ifNoneMatch });

/**
 * GET /cvs/{id}/preview-image/: page 1 as an image. The ETag is the saved version's key:
 * `ifNoneMatch` matching it answers `notModified` after one small query, and a current cached
 * image is answered from that same query, with no render and no CV read. Only a render goes
 * through `gate` (as for downloads): a cached image or a 304 never waits behind the user's renders.
 */
export async function cvPreviewImage(
  ctx: CvsContext,
  userId: string,
  cvId: string,
  ifNoneMatch: string | undefined,
  gate: RenderGate,
  lookup: Promise<CachedRender> = previewImageLookup(ctx, userId, cvId, ifNoneMatch),
): Promise<{ notModified: true; etag: string } | ({ notModified: false } & PreviewImage)> {
  let cached = await lookup;
  if (ifNoneMatch && etagMatches(ifNoneMatch, `"${cached.key}"`)) return { notModified: true, etag: `"${cached.key}"` };
  // The key read without the body (a 304 needs none): the current image, from memory or the database.
  if (!cached.body) cached = await withCachedBody(ctx.db, cvId, 'image', cached);
  if (cached.body)
    return { notModified: false, image: cached.body, contentType: cached.contentType ?? ctx.renderer.previewImageContentType, etag: `"${cached.key}"` };
  const cv = await loadCvToRender(ctx.db, userId, cvId, 'image');
  const contentType = ctx.renderer.previewImageContentType;
  const image = await renderOnce(
    ctx,
    'image',
    cv.renderKey,
    () => gate(async () => ctx.renderer.renderPreviewImage(await savedCvHtml(cv), CV_RENDER)),
    (made) => storeRender(ctx.db, cv.id, 'image', cv.renderKey, made, contentType),
  );
  return { notModified: false, image, contentType, etag: `"${cv.renderKey}"` };
}

/** Whether If-None-Match (one or several validators, weak or strong, or '*') holds `etag`: the `fresh` package's weak comparison. */
export function etagMatches(header: string, etag: string): boolean {
  return fresh({ 'if-none-match': header }, { etag });
}
