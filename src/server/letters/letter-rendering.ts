import { SUBSCRIPTION_REQUIRED_CODE, subscriptionRequiredDetail } from '../../domain/billing/download-gate.js';
import { letterFileName } from '../../domain/letter/letter-address.js';
import type { LetterDocument } from '../../domain/letter/letter-schema.js';
import { LETTER_FIT_STEPS } from '../../templates/letters/letter-layout-css.js';
import { renderLetterHtml } from '../../templates/letters/render-letter-html.js';
import { userCanDownload } from '../billing/subscription-store.js';
import { etagMatches } from '../cvs/cv-rendering.js';
import { photoDataUrl } from '../cvs/photo-image.js';
import type { UserRow } from '../db/schema/users.js';
import { detailError } from '../http/errors.js';
import type { RateLimitRule } from '../http/rate-limit.js';
import { getOrRenderPreviewImage, previewImageEtag, type PreviewImage } from '../rendering/preview-cache.js';
import type { RenderOptions } from '../rendering/renderer.js';
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

/** GET /letters/{id}/download/: premium users only, with the CVs' gate and messages. */
export async function downloadLetter(ctx: LettersContext, user: UserRow, letterId: string): Promise<{ pdf: Buffer; fileName: string }> {
  const letter = await loadOwnedLetter(ctx.db, user.id, letterId);
  if (!(await userCanDownload(ctx.db, user.id, ctx.now()))) {
    throw detailError(403, subscriptionRequiredDetail, SUBSCRIPTION_REQUIRED_CODE);
  }
  const sender = letter.document.sender;
  const author = [sender.firstName, sender.lastName].map((s) => s.trim()).filter(Boolean).join(' ') || `${user.firstName} ${user.lastName}`.trim();
  const pdf = await renderLetterPdf(ctx, letter, author);
  return { pdf, fileName: letterFileName(sender.firstName || user.firstName, sender.lastName || user.lastName, letter.document.recipient.company) };
}

/** The saved letter's PDF, as downloaded and as it goes into application files. */
export async function renderLetterPdf(ctx: LettersContext, letter: OwnedLetter, author: string): Promise<Buffer> {
  return ctx.renderer.renderPdf(await savedLetterHtml(ctx, letter), { title: letter.title, author }, letterRenderOptions(letter.document));
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
