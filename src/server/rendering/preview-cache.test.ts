import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { previewImages } from '../db/schema/preview-images.js';
import { createTestDatabase } from '../testing/test-db.js';
import { fixtureAssetFiles, sampleCv, sampleCvHtml } from './fixtures/sample-cv.js';
import { getOrRenderPreviewImage, previewImageEtag, previewImageKey, pruneOldPreviewImages } from './preview-cache.js';
import { renderingMessages } from './render-errors.js';
import { createRenderer, type Renderer } from './renderer.js';

let database: DatabaseHandle;
let renderer: Renderer;

beforeAll(async () => {
  database = await createTestDatabase();
  renderer = createRenderer({ poolSize: 2, queueMax: 16, timeoutMs: 20_000, assetFiles: fixtureAssetFiles() });
});
afterAll(async () => {
  await renderer?.close();
  await database?.close();
});

const htmlFor = (name: string) => sampleCvHtml({ ...sampleCv, name });

describe('getOrRenderPreviewImage', () => {
  it('renders an image once, stores it, then serves it from the database', async () => {
    const html = htmlFor('Une seule fois');
    const rendersBefore = renderer.stats().completed;
    const first = await getOrRenderPreviewImage(database.db, renderer, html);
    expect(first.contentType).toBe('image/jpeg');
    expect(first.etag).toBe(previewImageEtag(html));
    expect((await sharp(first.image).metadata()).width).toBe(400);

    const second = await getOrRenderPreviewImage(database.db, renderer, html);
    expect(second.image.equals(first.image)).toBe(true);
    expect(second.etag).toBe(first.etag);
    expect(renderer.stats().completed).toBe(rendersBefore + 1);

    const [row] = await database.db
      .select()
      .from(previewImages)
      .where(eq(previewImages.key, previewImageKey(html)));
    expect(row?.image.equals(first.image)).toBe(true);
  });

  it('gives a changed CV a new key and a new image', async () => {
    const a = await getOrRenderPreviewImage(database.db, renderer, htmlFor('Version A'));
    const b = await getOrRenderPreviewImage(database.db, renderer, htmlFor('Version B'));
    expect(a.etag).not.toBe(b.etag);
    expect(a.image.equals(b.image)).toBe(false);
  });

  it('renders once for simultaneous requests of the same image', async () => {
    const html = htmlFor('Demandes simultanées');
    const rendersBefore = renderer.stats().completed;
    const results = await Promise.all(Array.from({ length: 4 }, () => getOrRenderPreviewImage(database.db, renderer, html)));
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    expect(renderer.stats().completed).toBe(rendersBefore + 1);
  });

  it('stores nothing when the renderer fails, and passes its French 503 on', async () => {
    const broken = createRenderer({ chromiumPath: '/nonexistent/chromium', poolSize: 1, queueMax: 1, timeoutMs: 5_000, assetFiles: new Map() });
    const html = htmlFor('Sans navigateur');
    await expect(getOrRenderPreviewImage(database.db, broken, html)).rejects.toMatchObject({
      statusCode: 503,
      body: { detail: renderingMessages.unavailable },
    });
    await broken.close();
    expect(
      await database.db
        .select()
        .from(previewImages)
        .where(eq(previewImages.key, previewImageKey(html))),
    ).toEqual([]);
  });
});

describe('pruneOldPreviewImages', () => {
  it('deletes rows past the retention period, one bounded batch at a time', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
    const image = Buffer.from([0xff, 0xd8, 0xff]);
    await database.db
      .insert(previewImages)
      .values(Array.from({ length: 250 }, (_, i) => ({ key: `old-${i}`, image, contentType: 'image/jpeg', createdAt: old })));
    await database.db.insert(previewImages).values({ key: 'recent', image, contentType: 'image/jpeg', createdAt: now });

    expect(await pruneOldPreviewImages(database.db, now)).toBe(200);
    expect(await pruneOldPreviewImages(database.db, now)).toBe(50);
    expect(await pruneOldPreviewImages(database.db, now)).toBe(0);
    const [recent] = await database.db.select().from(previewImages).where(eq(previewImages.key, 'recent'));
    expect(recent?.image.equals(image)).toBe(true);
  });
});
