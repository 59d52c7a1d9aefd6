/** Photo data carried inside a CV (anonymous drafts) or passed to the renderer. */
const MIME_BY_SIGNATURE: readonly { mime: string; test: (bytes: string) => boolean }[] = [
  { mime: 'image/jpeg', test: (b) => b.startsWith('\xff\xd8\xff') },
  { mime: 'image/png', test: (b) => b.startsWith('\x89PNG\r\n\x1a\n') },
  { mime: 'image/webp', test: (b) => b.startsWith('RIFF') && b.slice(8, 12) === 'WEBP' },
  { mime: 'image/gif', test: (b) => b.startsWith('GIF87a') || b.startsWith('GIF89a') },
];

const DATA_URL = /^data:image\/[a-z+.-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * A `data:` URL for JPEG, PNG, WebP or GIF image data given as a data URL or as bare base64,
 * with the media type read from the bytes themselves; undefined for anything else (SVG, text,
 * a link to elsewhere), so that nothing but raster pixels ever reaches the rendered HTML.
 */
export function imageDataUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const payload = value.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (payload.length < 16 || payload.length % 4 !== 0 || !BASE64.test(payload)) return undefined;
  let head: string;
  try {
    head = atob(payload.slice(0, 16));
  } catch {
    return undefined;
  }
  const mime = MIME_BY_SIGNATURE.find((s) => s.test(head))?.mime;
  return mime ? `data:${mime};base64,${payload}` : undefined;
}

/** Spec section 5: a photo holds 5 MB (5242880 bytes) at most. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** Longest photo_base64 accepted: a 5 MB image (spec section 5) in base64 plus its data: prefix. */
export const PHOTO_BASE64_MAX_CHARS = Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 64;
