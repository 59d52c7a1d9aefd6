import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { previewImages } from '../db/schema/preview-images.js';
import type { Renderer } from './renderer.js';

/** Bumped whenever the way images are made changes, so that old rows are not served. */
const PREVIEW_FORMAT = 'page1-jpeg-400-v1';
/** Rows older than this are deleted as new ones are written; an image still in use is simply made again. */
export const PREVIEW_RETENTION_DAYS = 14;
/** At most this many old rows deleted per write, so that a write never turns into a long purge. */
const PRUNE_BATCH = 200;

export interface PreviewImage {
  image: Buffer;
  /** A strong validator for ETag / If-None-Match. */
  etag: string;
  contentType: string;
}

/** The cache key: a hash of everything the image depends on. */
export function previewImageKey(html: string): string {
  return createHash('sha256').update(PREVIEW_FORMAT).update('\n').update(html).digest('base64url');
}

/**
 * The ETag of the image of `html`, known without the database: a route can answer
 * 304 Not Modified before any lookup or render.
 */
export function previewImageEtag(html: string): string {
  return `"${previewImageKey(html)}"`;
}

// Concurrent requests for the same image in this process wait for one render.
const inFlight = new Map<string, Promise<PreviewImage>>();

/**
 * The page-1 image of `html` from the cache, or rendered, stored and returned. `ownerId`: the
 * account whose saved document it shows (the row is erased with the account).
 */
export function getOrRenderPreviewImage(db: Database, renderer: Renderer, html: string, ownerId: string | null = null): Promise<PreviewImage> {
  const key = previewImageKey(html);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = lookUpOrRender(db, renderer, html, key, ownerId).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function lookUpOrRender(db: Database, renderer: Renderer, html: string, key: string, ownerId: string | null): Promise<PreviewImage> {
  const etag = `"${key}"`;
  const [cached] = await db
    .select({ image: previewImages.image, contentType: previewImages.contentType })
    .from(previewImages)
    .where(eq(previewImages.key, key))
    .limit(1);
  if (cached) return { image: cached.image, contentType: cached.contentType, etag };

  const image = await renderer.renderPreviewImage(html);
  const contentType = renderer.previewImageContentType;
  await db.insert(previewImages).values({ key, image, contentType, userId: ownerId }).onConflictDoNothing();
  await pruneOldPreviewImages(db);
  return { image, contentType, etag };
}

/** Deletes at most one batch of rows older than the retention period; returns how many. */
export async function pruneOldPreviewImages(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PREVIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const oldest = db
    .select({ key: previewImages.key })
    .from(previewImages)
    .where(lt(previewImages.createdAt, cutoff))
    .orderBy(previewImages.createdAt)
    .limit(PRUNE_BATCH);
  const deleted = await db
    .delete(previewImages)
    .where(sql`${previewImages.key} in (${oldest})`)
    .returning({ key: previewImages.key });
  return deleted.length;
}
