import { createHash } from 'node:crypto';
import type { RenderAsset } from './assets.js';
import { INTERNAL_ORIGIN } from './internal-origin.js';

/** Where a render page finds the images that came inline in its document. */
export const INLINE_IMAGE_PREFIX = '/cv-inline/';

/** Base64 length under which an image (a placeholder, an icon) costs less inline than as a request. */
const MIN_BASE64_LENGTH = 2048;

const DATA_IMAGE_SRC = /\bsrc="data:(image\/(?:jpeg|png|webp|gif));base64,([A-Za-z0-9+/]+={0,2})"/g;

export type InlineImage = RenderAsset;

/**
 * The document with each large data: image of an `src` attribute (the CV's photo) replaced by
 * an internal URL named by the image's digest, and those images by URL path. The render page
 * then loads the photo through the request guard, which keeps Chromium from parsing and keeping
 * the base64 text of every render (page growth 1.65 -> 0.29 MiB per render with a 162 KiB
 * photo, bench/render.bench.ts), and the same photo rendered again is the same URL.
 */
export function externalizeImages(html: string): { html: string; images: Map<string, InlineImage> } {
  const images = new Map<string, InlineImage>();
  const replaced = html.replace(DATA_IMAGE_SRC, (whole, contentType: string, base64: string) => {
    if (base64.length < MIN_BASE64_LENGTH) return whole;
    const path = `${INLINE_IMAGE_PREFIX}${createHash('sha256').update(base64).digest('base64url')}`;
    if (!images.has(path)) images.set(path, { body: Buffer.from(base64, 'base64'), contentType });
    return `src="${INTERNAL_ORIGIN}${path}"`;
  });
  return { html: replaced, images };
}
