import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { letterFileName } from '../../domain/letter/letter-address.js';
import type { LetterDocument } from '../../domain/letter/letter-schema.js';
import { LETTER_FIT_STEPS } from '../../templates/letters/letter-layout-css.js';
import { renderLetterHtml } from '../../templates/letters/render-letter-html.js';
import { userCanDownload } from '../billing/subscription-store.js';
import { rememberedRender, rememberRender } from '../cvs/cv-render-cache.js';
import { etagMatches, renderOnce, type RenderGate } from '../cvs/cv-rendering.js';
import { letterRenders } from '../db/schema/render-caches.js';
import { photoDataUrl } from '../cvs/photo-image.js';
import type { UserRow } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import { renderRateLimits, type RateLimitRule } from '../http/rate-limit.js';
import { getOrRenderPreviewImage, previewImageEtag, type PreviewImage } from '../rendering/preview-cache.js';
import { renderCodeVersion } from '../rendering/render-code-version.js';
import type { PdfMetadata, RenderOptions } from '../rendering/renderer.js';
import type { LettersContext } from './context.js';
import { invalidLetter, isObject, parseLetterBody } from './letter-input.js';
import { loadOwnedLetter, type OwnedLetter } from './letter-store.js';
import { letterMessages } from './messages.js';
import { signatureOf } from './signature.js';

/** Called after each pause in typing by every open letter editor, like the CV preview. */
export const letterPreviewRule: RateLimitRule = { name: 'letter-preview-ip', limit: 600, windowSeconds: 60, batched: true };

/**
 * How a letter is paginated: with « Ajuster sur une page », every spacing step is tried until
 * the letter fits one page (the mildest that does); otherwise never tightened, so a letter reads
 * as its user set it.
 */
export function letterRenderOptions(letter: LetterDocument): RenderOptions {
  return { pagination: letter.fit_one_page ? { fits: [...LETTER_FIT_STEPS], nearlyEmptyShare: 1 } : { fits: [1] } };
}

/** The saved letter as the one HTML document its PDF, preview and image are made from. */
export async function savedLetterHtml(ctx: LettersContext, letter: OwnedLetter): Promise<string> {
  const signature = letter.hasSignature ? await signatureOf(ctx.db, letter.id) : undefined;
  return renderLetterHtml(letter.document, { signatureDataUrl: signature ? photoDataUrl(signature) : undefined, today: ctx.now() });
}

/**
 * GET /letters/{id}/download/: premium users only, with the CVs' gate and messages. Like a CV's,
 * the PDF of an unchanged letter is the one made last time, answered without entering `gate`
 * nor counting against the download limit; only a render counts, once.
 */
export async function downloadLetter(ctx: LettersContext, user: UserRow, letterId: string, gate: RenderGate): Promise<{ pdf: Buffer; fileName: string }> {
  const letter = await loadOwnedLetter(ctx.db, user.id, letterId);
  if (!(await userCanDownload(ctx.db, user.id, ctx.now()))) {
    throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
  }
  const sender = letter.document.sender;
  const author =
    [sender.firstName, sender.lastName]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(' ') || `${user.firstName} ${user.lastName}`.trim();
  const fileName = letterFileName(sender.firstName || user.firstName, sender.lastName || user.lastName, letter.document.recipient.company);
  const job = await letterPdfJob(ctx, letter, author, 'download');
  // The first request to miss renders (in its lane of the gate, counted against the limit);
  // the others wait for that render, outside the gate and the limit.
  const pdf =
    (await cachedLetterPdf(ctx, job)) ??
    (await renderLetterJob(ctx, job, gate, async () => {
      await ctx.limiter.consume(renderRateLimits.downloadsPerUser, user.id);
    }));
  return { pdf, fileName };
}

/** Which cached copy of a letter: as downloaded, or as it goes into application files (with their « Annexes »). */
export type LetterPdfUse = 'download' | 'application';

interface LetterPdfJob {
  letter: OwnedLetter;
  use: LetterPdfUse;
  html: string;
  metadata: PdfMetadata;
  options: RenderOptions;
  /** Digest of everything the PDF depends on. */
  key: string;
}

async function letterPdfJob(ctx: LettersContext, letter: OwnedLetter, author: string, use: LetterPdfUse): Promise<LetterPdfJob> {
  const html = await savedLetterHtml(ctx, letter);
  const metadata: PdfMetadata = { title: letter.title, author };
  const options = letterRenderOptions(letter.document);
  const key = createHash('sha256')
    .update(JSON.stringify([renderCodeVersion(), letter.id, use, metadata, options]))
    .update('\n')
    .update(html)
    .digest('base64url');
  return { letter, use, html, metadata, options, key };
}

/** The kept PDF of `job` (from this process's memory, else the database), when it is current. */
async function cachedLetterPdf(ctx: LettersContext, job: LetterPdfJob): Promise<Buffer | undefined> {
  const remembered = rememberedRender(ctx.db, 'letter-pdf', job.key);
  if (remembered) return remembered.body;
  const [stored] = await ctx.db
    .select({ body: letterRenders.body })
    .from(letterRenders)
    .where(and(eq(letterRenders.letterId, job.letter.id), eq(letterRenders.use, job.use), eq(letterRenders.renderKey, job.key)))
    .limit(1);
  if (!stored) return undefined;
  rememberRender(ctx.db, 'letter-pdf', job.key, stored.body, 'application/pdf');
  return stored.body;
}

/** Renders `job` once in this process and keeps the PDF (replacing the letter's previous one of that use). */
function renderLetterJob(ctx: LettersContext, job: LetterPdfJob, gate: RenderGate, beforeRender: () => Promise<void>): Promise<Buffer> {
  return renderOnce(
    ctx,
    'letter-pdf',
    job.key,
    () =>
      gate(async () => {
        await beforeRender();
        return ctx.renderer.renderPdf(job.html, job.metadata, job.options);
      }),
    async (made) => {
      const now = new Date();
      const kept = await ctx.db
        .insert(letterRenders)
        .values({ letterId: job.letter.id, use: job.use, renderKey: job.key, body: made, createdAt: now })
        // The replacing row's values as inserted: the file crosses to the database once, not twice.
        .onConflictDoUpdate({
          target: [letterRenders.letterId, letterRenders.use],
          set: { renderKey: sql`excluded.render_key`, body: sql`excluded.body`, createdAt: sql`excluded.created_at` },
        })
        .returning({ letterId: letterRenders.letterId })
        // The letter was deleted meanwhile (foreign key violation): there is nothing to keep.
        .catch((error: unknown) => {
          if ((error as { code?: unknown; cause?: { code?: unknown } }).code === '23503' || (error as { cause?: { code?: unknown } }).cause?.code === '23503')
            return [];
          throw error;
        });
      if (kept.length > 0) rememberRender(ctx.db, 'letter-pdf', job.key, made, 'application/pdf');
    },
  );
}

/**
 * The saved letter's PDF as it goes into application files: the kept one when current, else
 * rendered and kept. No subscription check, gate or limit: the application file did its own.
 */
export async function savedLetterPdf(ctx: LettersContext, letter: OwnedLetter, author: string, use: LetterPdfUse): Promise<Buffer> {
  const job = await letterPdfJob(ctx, letter, author, use);
  return (
    (await cachedLetterPdf(ctx, job)) ??
    renderLetterJob(
      ctx,
      job,
      (work) => work(),
      () => Promise.resolve(),
    )
  );
}

/** GET /letters/{id}/preview-image/: page 1 as an image, from the shared preview cache. */
export async function letterPreviewImage(
  ctx: LettersContext,
  userId: string,
  letterId: string,
  ifNoneMatch: string | undefined,
): Promise<{ notModified: true; etag: string } | ({ notModified: false } & PreviewImage)> {
  const letter = await loadOwnedLetter(ctx.db, userId, letterId);
  const html = await savedLetterHtml(ctx, letter);
  const etag = previewImageEtag(html);
  if (ifNoneMatch && etagMatches(ifNoneMatch, etag)) return { notModified: true, etag };
  return { notModified: false, ...(await getOrRenderPreviewImage(ctx.db, ctx.renderer, html, userId)) };
}

/**
 * POST /letters/preview/ (signed in or not): `{letter_data, letter_id?, show_window?}` ->
 * `{data, pages, fit, address_fits}`, the letter in the PDF's own pages, with the envelope's
 * window drawn on request. The signature is the saved one of `letter_id` when the caller owns
 * that letter (someone else's id is ignored).
 */
export async function renderLetterPreview(
  ctx: LettersContext,
  caller: { userId: string | null; ip: string },
  body: unknown,
): Promise<{ data: string; pages: number; fit: number; address_fits: boolean }> {
  await ctx.limiter.consume(letterPreviewRule, caller.ip);
  if (!isObject(body) || !isObject(body.letter_data)) throw invalidLetter({ letter_data: [letterMessages.invalidLetter] });
  const letter = parseLetterBody(body.letter_data);
  let signature: string | undefined;
  if (caller.userId && typeof body.letter_id === 'string') {
    const owned = await loadOwnedLetter(ctx.db, caller.userId, body.letter_id).catch(() => undefined);
    const stored = owned?.hasSignature ? await signatureOf(ctx.db, owned.id) : undefined;
    signature = stored ? photoDataUrl(stored) : undefined;
  }
  const html = renderLetterHtml(letter, { signatureDataUrl: signature, today: ctx.now(), showWindow: body.show_window === true });
  const paged = await ctx.renderer.renderPages(html, letterRenderOptions(letter));
  return { data: paged.html, pages: paged.pages, fit: paged.fit, address_fits: !paged.overflowing.includes('address') };
}
