import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { uprightImage } from '../cvs/photo-image.js';
import type { Database } from '../db/client.js';
import { letterSignatures, letters } from '../db/schema/letters.js';
import { detailError } from '../http/errors.js';
import { letterNotFound, type LettersContext } from './context.js';
import { letterSignatureUrl } from './letter-answer.js';
import { loadOwnedLetter, ownedLetter } from './letter-store.js';
import { letterMessages } from './messages.js';

/** A signature is printed at most 60 x 20 mm: 900 x 300 px is 380 dpi there. */
const SIGNATURE_MAX = { width: 900, height: 300 } as const;

export interface StoredSignature {
  image: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * The signature as we store it, or undefined for anything that is not a JPEG, PNG or WebP we can
 * decode. Like photos (cvs/photo-image.ts): format read from the bytes, pixel bomb refused from
 * the header, turned upright, shrunk, re-encoded (every piece of metadata dropped); unlike
 * photos it stays a PNG so that a scanned signature on a transparent background stays so.
 */
export async function toStoredSignature(input: Buffer): Promise<StoredSignature | undefined> {
  try {
    const image = await uprightImage(input);
    if (!image) return undefined;
    const { data, info } = await image
      .resize(SIGNATURE_MAX.width, SIGNATURE_MAX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, contentType: 'image/png', width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

/** POST /letters/{id}/upload-signature/: replaces the letter's signature image. */
export async function uploadSignature(
  ctx: LettersContext,
  userId: string,
  letterId: string,
  readFile: () => Promise<Buffer>,
): Promise<{ signature_url: string }> {
  await loadOwnedLetter(ctx.db, userId, letterId);
  const signature = await toStoredSignature(await readFile());
  if (!signature) throw detailError(400, letterMessages.signatureInvalid);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const touched = await tx.update(letters).set({ updatedAt: now }).where(ownedLetter(userId, letterId)).returning({ id: letters.id });
    if (touched.length === 0) throw letterNotFound();
    await tx
      .insert(letterSignatures)
      .values({ letterId, ...signature, updatedAt: now })
      .onConflictDoUpdate({ target: letterSignatures.letterId, set: { ...signature, updatedAt: now } });
  });
  return { signature_url: letterSignatureUrl(letterId) };
}

/** DELETE /letters/{id}/upload-signature/. */
export async function deleteSignature(ctx: LettersContext, userId: string, letterId: string): Promise<void> {
  await loadOwnedLetter(ctx.db, userId, letterId);
  await ctx.db.delete(letterSignatures).where(eq(letterSignatures.letterId, letterId));
}

/** The stored signature of a letter already known to be the caller's, or undefined. */
export async function signatureOf(db: Database, letterId: string): Promise<Pick<StoredSignature, 'image' | 'contentType'> | undefined> {
  const [row] = await db
    .select({ image: letterSignatures.image, contentType: letterSignatures.contentType })
    .from(letterSignatures)
    .where(eq(letterSignatures.letterId, letterId))
    .limit(1);
  return row;
}

/** GET /letters/{id}/signature/. */
export async function getSignature(ctx: LettersContext, userId: string, letterId: string) {
  await loadOwnedLetter(ctx.db, userId, letterId);
  const signature = await signatureOf(ctx.db, letterId);
  if (!signature) throw letterNotFound();
  return { ...signature, etag: `"${createHash('sha256').update(signature.image).digest('base64url').slice(0, 32)}"` };
}
