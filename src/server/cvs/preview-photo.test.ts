import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountsTestApp } from '../testing/accounts.js';
import { previewPhotoStats } from './preview-photo.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

const preview = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cvs/template-preview/',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    remoteAddress: '203.0.113.240',
  });

describe('an anonymous preview with a large photo', () => {
  it('shrinks the photo once, then reuses it by hash: the answer is as small as with a small photo', async () => {
    // Noise does not compress: a 1 600 px square JPEG of several megabytes.
    const side = 1600;
    const photo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const body = { cv_data: { title: 'Aperçu', personal_info: { firstName: 'Noémie', photo_base64: `data:image/jpeg;base64,${photo.toString('base64')}` } } };

    const before = { ...previewPhotoStats };
    const first = await preview(body);
    const second = await preview(body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const page = first.json<{ data: string }>().data;
    const shown = /data:image\/jpeg;base64,[A-Za-z0-9+/=]+/.exec(page)?.[0];
    expect(shown).toBeDefined();
    expect(shown!.length).toBeLessThan(600 * 1024);
    const image = await sharp(Buffer.from(shown!.slice(shown!.indexOf(',') + 1), 'base64')).metadata();
    expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(800);
    expect(second.json<{ data: string }>().data).toBe(page);
    expect(previewPhotoStats.shrunk - before.shrunk).toBe(1);
    expect(previewPhotoStats.reused - before.reused).toBe(1);
  });
});
