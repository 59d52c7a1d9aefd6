import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

/**
 * Refused before decoding when the header declares more pixels than this (a small file that
 * would decode to gigabytes); 40 MP covers every phone camera.
 */
export const PHOTO_MAX_INPUT_PIXELS = 40_000_000;
/** Stored photos fit this square: far more than a CV photo (about 35 mm wide) needs in print. */
export const PHOTO_MAX_SIDE = 800;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredPhoto {
  image: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** SHA-256 of `image`, base64url: the photo's version (ETags, render keys, preview-photo keys). */
  digest: string;
}

/**
 * The photo as we store it, or undefined when the bytes are not a JPEG, PNG or WebP image we
 * can decode. The format is read from the bytes (never the file name or the declared type);
 * the image is turned upright from its EXIF orientation, flattened on white, shrunk to fit
 * 800 x 800 px and re-encoded as JPEG, which drops every piece of metadata (EXIF, GPS, XMP).
 */
export async function toStoredPhoto(input: Buffer): Promise<StoredPhoto | undefined> {
  try {
    const image = await uprightImage(input);
    if (!image) return undefined;
    const { data, info } = await image
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const digest = createHash('sha256').update(data).digest('base64url');
    return { image: data, contentType: 'image/jpeg', width: info.width, height: info.height, digest };
  } catch {
    // Not an image, truncated, corrupt or over the pixel limit: all the same to the user.
    return undefined;
  }
}

/**
 * An uploaded image (photo, signature) turned upright from its EXIF orientation, ready to be
 * shrunk and re-encoded; undefined when its bytes (never its name or declared type) are not a
 * JPEG, PNG or WebP. Reads the header first: a decompression bomb is refused there, before any
 * pixel is decoded. Throws on bytes sharp cannot read at all (the caller refuses those too).
 */
export async function uprightImage(input: Buffer): Promise<Sharp | undefined> {
  const options = { limitInputPixels: PHOTO_MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const meta = await sharp(input, options).metadata();
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return undefined;
  if (!meta.width || !meta.height || meta.width * meta.height > PHOTO_MAX_INPUT_PIXELS) return undefined;
  return sharp(input, options).rotate();
}

/** A stored photo as the data: URL the CV templates take. */
export const photoDataUrl = (photo: Pick<StoredPhoto, 'image' | 'contentType'>) => `data:${photo.contentType};base64,${photo.image.toString('base64')}`;
