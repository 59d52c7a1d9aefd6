import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createAccountsTestApp } from '../testing/accounts.js';
import { seedCv, signedInUser, uploadPhotoFile } from '../testing/cvs.js';

let t: Awaited<ReturnType<typeof createAccountsTestApp>>;
beforeAll(async () => {
  t = await createAccountsTestApp();
});
afterAll(async () => t?.close());

async function userWithCv() {
  const user = await signedInUser(t.app, t.db);
  const cv = await seedCv(t.db, user.id, { title: 'Avec photo' });
  return { user, cv };
}

const getPhoto = (cvId: string, token: string, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/cvs/${cvId}/photo/`, undefined, token, headers);

/** A landscape photo, red on the left and blue on the right, as a camera held upright writes it. */
async function jpegWithOrientation6(): Promise<Buffer> {
  const blue = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: 150, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'Appareil de Zoé', Make: 'Fabricant' } })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes declaring 30000 x 30000 pixels (900 megapixels once decoded). */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(30_001 * 3 * 4))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('photo upload', () => {
  it('turns a JPEG upright from its EXIF orientation and strips its metadata', async () => {
    const { user, cv } = await userWithCv();
    const original = await jpegWithOrientation6();
    expect((await sharp(original).metadata()).orientation).toBe(6);

    const res = await uploadPhotoFile(t.app, cv.id, user.token, { name: 'IMG_0042.JPG', type: 'image/jpeg', content: original });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ photo_url: `/api/cvs/${cv.id}/photo/` });

    const stored = (await getPhoto(cv.id, user.token)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('Appareil de Zo'))).toBe(false);
    // Turned a quarter clockwise: the left (red) half is now on top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    expect(pixel(100, 40)[0]).toBeGreaterThan(200);
    expect(pixel(100, 260)[2]).toBeGreaterThan(200);

    const detail = await call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token);
    expect(detail.json()).toMatchObject({ photo_url: `/api/cvs/${cv.id}/photo/` });
    const list = await call(t.app, 'GET', '/api/cvs/list/', undefined, user.token);
    expect(list.json()).toEqual([expect.objectContaining({ id: cv.id, has_photo: true })]);
  });

  it('takes a PNG (transparency on white) and a WebP, shrunk to fit 800 x 800', async () => {
    const { user, cv } = await userWithCv();
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect((await uploadPhotoFile(t.app, cv.id, user.token, { name: 'portrait.png', type: 'image/png', content: png })).statusCode).toBe(200);
    const stored = (await getPhoto(cv.id, user.token)).rawPayload;
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(245);

    const webp = await sharp({ create: { width: 120, height: 160, channels: 3, background: '#228844' } })
      .webp()
      .toBuffer();
    // The name and declared type say nothing true: the bytes decide.
    expect((await uploadPhotoFile(t.app, cv.id, user.token, { name: 'photo.gif', type: 'application/octet-stream', content: webp })).statusCode).toBe(200);
    expect(await sharp((await getPhoto(cv.id, user.token)).rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 120, height: 160 });
  });

  it.each([
    [
      'an SVG',
      'dessin.svg',
      'image/svg+xml',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>'),
    ],
    ['a text file renamed .jpg', 'photo.jpg', 'image/jpeg', () => Buffer.from('Ceci n’est pas une photo, juste du texte.\n'.repeat(50))],
    [
      'a GIF',
      'anim.gif',
      'image/gif',
      () =>
        sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
    ],
    ['a truncated JPEG', 'coupe.jpg', 'image/jpeg', async () => (await jpegWithOrientation6()).subarray(0, 600)],
  ])('refuses %s with 400', async (_, name, type, make) => {
    const { user, cv } = await userWithCv();
    const res = await uploadPhotoFile(t.app, cv.id, user.token, { name, type, content: await make() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Veuillez sélectionner un fichier image (JPEG, PNG ou WebP).' });
    expect((await getPhoto(cv.id, user.token)).statusCode).toBe(404);
  });

  it('refuses a decompression bomb from its header, before decoding a pixel', async () => {
    const { user, cv } = await userWithCv();
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(2_000_000);
    // Counted, not timed: sharp reads the header (metadata) and is never asked for pixels.
    const headerReads = vi.spyOn(sharp.prototype, 'metadata');
    const decodes = vi.spyOn(sharp.prototype, 'toBuffer');
    const rssBefore = process.memoryUsage().rss;
    try {
      const res = await uploadPhotoFile(t.app, cv.id, user.token, { name: 'bombe.png', type: 'image/png', content: bomb });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Veuillez sélectionner un fichier image (JPEG, PNG ou WebP).' });
      expect(headerReads).toHaveBeenCalledTimes(1);
      expect(decodes).toHaveBeenCalledTimes(0);
    } finally {
      headerReads.mockRestore();
      decodes.mockRestore();
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { user, cv } = await userWithCv();
    const big = Buffer.concat([await jpegWithOrientation6(), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await uploadPhotoFile(t.app, cv.id, user.token, { name: 'grande.jpg', type: 'image/jpeg', content: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'La taille du fichier ne doit pas dépasser 5MB' });
  });

  it('needs the file in the field « image », sent as multipart', async () => {
    const { user, cv } = await userWithCv();
    const jpeg = await jpegWithOrientation6();
    const wrongField = await uploadPhotoFile(t.app, cv.id, user.token, { name: 'a.jpg', type: 'image/jpeg', content: jpeg, field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ detail: 'Veuillez sélectionner un fichier image' });
    const json = await call(t.app, 'POST', `/api/cvs/${cv.id}/upload-photo/`, { image: 'x' }, user.token);
    expect(json.statusCode).toBe(400);
    expect((await uploadPhotoFile(t.app, cv.id, undefined, { name: 'a.jpg', type: 'image/jpeg', content: jpeg })).statusCode).toBe(401);
  });
});

describe('serving and deleting the photo', () => {
  it('serves the photo to its owner with an ETag, then forgets it on delete', async () => {
    const { user, cv } = await userWithCv();
    const jpeg = await jpegWithOrientation6();
    await uploadPhotoFile(t.app, cv.id, user.token, { name: 'a.jpg', type: 'image/jpeg', content: jpeg });

    const res = await getPhoto(cv.id, user.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await getPhoto(cv.id, user.token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const deleted = await call(t.app, 'DELETE', `/api/cvs/${cv.id}/upload-photo/`, undefined, user.token);
    expect(deleted.statusCode).toBe(204);
    expect((await getPhoto(cv.id, user.token)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/cvs/${cv.id}/`, undefined, user.token)).json()).toMatchObject({ photo_url: null });
    // Deleting when there is none is not an error.
    expect((await call(t.app, 'DELETE', `/api/cvs/${cv.id}/upload-photo/`, undefined, user.token)).statusCode).toBe(204);
  });

  it('goes with its CV', async () => {
    const { user, cv } = await userWithCv();
    await uploadPhotoFile(t.app, cv.id, user.token, { name: 'a.jpg', type: 'image/jpeg', content: await jpegWithOrientation6() });
    await call(t.app, 'DELETE', `/api/cvs/${cv.id}/delete/`, undefined, user.token);
    expect((await getPhoto(cv.id, user.token)).statusCode).toBe(404);
  });
});
