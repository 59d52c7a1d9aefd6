import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { imageDataUrl, PHOTO_BASE64_MAX_CHARS } from '../../domain/cv/photo.js';
import type { Database } from '../db/client.js';
import { previewPhotos } from '../db/schema/render-caches.js';
import { detailError } from '../http/errors.js';
import type { RateLimitRule } from '../http/rate-limit.js';
import type { CvsContext } from './context.js';
import { cvMessages } from './messages.js';
import { toStoredPhoto, type StoredPhoto } from './photo-image.js';

/**
 * Anonymous drafts keep their photo in the browser; instead of sending it with every preview
 * (up to ~7 MB of base64 every 300 ms), the editor stores it here once and previews name its
 * key. The key is the SHA-256 of the re-encoded image: whoever holds it already holds the photo,
 * and nothing in a row says whose it is (the hash is the capability). Short-lived and bounded.
 */
export const PREVIEW_PHOTO_TTL_MS = 24 * 60 * 60 * 1000;
/** Beyond this many rows the oldest are deleted as new ones arrive (at ~100 kB each, ~500 MB). */
export const PREVIEW_PHOTO_MAX_ROWS = 5000;
const PRUNE_BATCH = 100;

/** One photo per draft, re-sent only after a day or when it changes. */
export const previewPhotoRule: RateLimitRule = { name: 'cv-preview-photo-ip', limit: 60, windowSeconds: 60 * 60 };

export const PREVIEW_PHOTO_KEY = /^[A-Za-z0-9_-]{43}$/;
export const previewPhotoUrl = (key: string) => `/api/cvs/preview-photos/${key}/`;
export const PREVIEW_PHOTO_MISSING_CODE = 'preview_photo_missing';

const cutoff = (now: Date) => new Date(now.getTime() - PREVIEW_PHOTO_TTL_MS);

/** POST /cvs/preview-photos/ (anyone): `{photo_base64}` -> `{key, url}`. */
export async function storePreviewPhoto(ctx: CvsContext, ip: string, body: unknown): Promise<{ key: string; url: string }> {
  await ctx.limiter.consume(previewPhotoRule, ip);
  const sent = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).photo_base64 : undefined;
  if (typeof sent !== 'string' || sent.length === 0) throw detailError(400, cvMessages.photoMissing);
  if (sent.length > PHOTO_BASE64_MAX_CHARS) throw detailError(413, cvMessages.photoTooLarge);
  const dataUrl = imageDataUrl(sent);
  const photo = dataUrl ? await toStoredPhoto(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')) : undefined;
  if (!photo) throw detailError(400, cvMessages.photoInvalid);
  const key = photo.digest;
  const now = ctx.now();
  await ctx.db
    .insert(previewPhotos)
    .values({ key, image: photo.image, contentType: photo.contentType, createdAt: now })
    .onConflictDoUpdate({ target: previewPhotos.key, set: { createdAt: now } });
  await prunePreviewPhotos(ctx.db, now);
  return { key, url: previewPhotoUrl(key) };
}

/** Deletes one batch of expired rows and of rows past the cap; returns how many. */
export async function prunePreviewPhotos(db: Database, now: Date): Promise<number> {
  const expired = db
    .select({ key: previewPhotos.key })
    .from(previewPhotos)
    .where(lt(previewPhotos.createdAt, cutoff(now)))
    .limit(PRUNE_BATCH);
  const overCap = db
    .select({ key: previewPhotos.key })
    .from(previewPhotos)
    .orderBy(desc(previewPhotos.createdAt))
    .offset(PREVIEW_PHOTO_MAX_ROWS)
    .limit(PRUNE_BATCH);
  const deleted = await db
    .delete(previewPhotos)
    .where(sql`${previewPhotos.key} in (${expired}) or ${previewPhotos.key} in (${overCap})`)
    .returning({ key: previewPhotos.key });
  return deleted.length;
}

/** True when the photo is still stored; its lifetime starts again (a draft being edited keeps it). */
export async function touchPreviewPhoto(db: Database, key: string, now: Date): Promise<boolean> {
  if (!PREVIEW_PHOTO_KEY.test(key)) return false;
  const touched = await db
    .update(previewPhotos)
    .set({ createdAt: now })
    .where(and(eq(previewPhotos.key, key), gt(previewPhotos.createdAt, cutoff(now))))
    .returning({ key: previewPhotos.key });
  return touched.length > 0;
}

/** GET /cvs/preview-photos/{key}/: the stored photo, or a 404 once expired. */
export async function readPreviewPhoto(ctx: CvsContext, key: string): Promise<Pick<StoredPhoto, 'image' | 'contentType'> | undefined> {
  if (!PREVIEW_PHOTO_KEY.test(key)) return undefined;
  const [row] = await ctx.db
    .select({ image: previewPhotos.image, contentType: previewPhotos.contentType })
    .from(previewPhotos)
    .where(and(eq(previewPhotos.key, key), gt(previewPhotos.createdAt, cutoff(ctx.now()))))
    .limit(1);
  return row;
}
