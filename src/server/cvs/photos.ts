import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../accounts/users.js';
import type { Database } from '../db/client.js';
import { cvPhotos, cvs } from '../db/schema/cvs.js';
import { detailError } from '../http/errors.js';
import { cvNotFound, type CvsContext } from './context.js';
import { cvPhotoUrl } from './cv-answer.js';
import { ensureOwnedCv, owned } from './cv-store.js';
import { cvMessages } from './messages.js';
import { toStoredPhoto, type StoredPhoto } from './photo-image.js';

/**
 * POST /cvs/{id}/upload-photo/: the file is decoded and re-encoded (photo-image.ts) before it
 * is stored; anything but a JPEG, PNG or WebP image is refused. Replaces the previous photo.
 */
export async function uploadPhoto(ctx: CvsContext, userId: string, cvId: string, readFile: () => Promise<Buffer>): Promise<{ photo_url: string }> {
  // Ownership first: nothing of a file sent to someone else's CV is read or decoded.
  await ensureOwnedCv(ctx.db, userId, cvId);
  const photo = await toStoredPhoto(await readFile());
  if (!photo) throw detailError(400, cvMessages.photoInvalid);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The CV may have been deleted while the image was being processed: then nothing is stored.
    const touched = await tx.update(cvs).set({ updatedAt: now }).where(owned(userId, cvId)).returning({ id: cvs.id });
    if (touched.length === 0) throw cvNotFound();
    await tx
      .insert(cvPhotos)
      .values({ cvId, ...photo, updatedAt: now })
      .onConflictDoUpdate({ target: cvPhotos.cvId, set: { ...photo, updatedAt: now } });
  });
  return { photo_url: cvPhotoUrl(cvId) };
}

/** DELETE /cvs/{id}/upload-photo/: no photo any more (already none is fine). */
export async function deletePhoto(ctx: CvsContext, userId: string, cvId: string): Promise<void> {
  await ensureOwnedCv(ctx.db, userId, cvId);
  const deleted = await ctx.db.delete(cvPhotos).where(eq(cvPhotos.cvId, cvId)).returning({ cvId: cvPhotos.cvId });
  if (deleted.length > 0) await ctx.db.update(cvs).set({ updatedAt: ctx.now() }).where(eq(cvs.id, cvId));
}

export interface ServedPhoto extends Pick<StoredPhoto, 'image' | 'contentType'> {
  etag: string;
}

/** The photo of one of the user's CVs; a CV of someone else, or with no photo, is a 404. */
export async function findOwnedPhoto(db: Database, userId: string, cvId: string): Promise<Pick<StoredPhoto, 'image' | 'contentType'> | undefined> {
  if (!isUuid(cvId)) return undefined;
  const [row] = await db
    .select({ image: cvPhotos.image, contentType: cvPhotos.contentType })
    .from(cvPhotos)
    .innerJoin(cvs, eq(cvs.id, cvPhotos.cvId))
    .where(and(eq(cvPhotos.cvId, cvId), owned(userId, cvId)))
    .limit(1);
  return row;
}

/** The photo's digest (set on upload); a photo stored before digests had one is digested by the database. */
export const photoVersionSql = sql<string>`coalesce(left(${cvPhotos.digest}, 16), left(md5(${cvPhotos.image}), 16))`;

/**
 * The version of the photo of one of the user's CVs (a digest of its bytes, stored with
 * them: the bytes are not read), or undefined for someone else's CV or a CV with no photo.
 */
export async function findOwnedPhotoVersion(db: Database, userId: string, cvId: string): Promise<string | undefined> {
  if (!isUuid(cvId)) return undefined;
  const [row] = await db
    .select({ version: photoVersionSql })
    .from(cvPhotos)
    .innerJoin(cvs, eq(cvs.id, cvPhotos.cvId))
    .where(and(eq(cvPhotos.cvId, cvId), owned(userId, cvId)))
    .limit(1);
  return row?.version;
}

/** GET /cvs/{id}/photo/. */
export async function getPhoto(ctx: CvsContext, userId: string, cvId: string): Promise<ServedPhoto> {
  const photo = await findOwnedPhoto(ctx.db, userId, cvId);
  if (!photo) throw cvNotFound();
  return { ...photo, etag: `"${createHash('sha256').update(photo.image).digest('base64url').slice(0, 32)}"` };
}
