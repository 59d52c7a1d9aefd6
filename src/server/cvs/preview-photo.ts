import { createHash } from 'node:crypto';
import { photoDataUrl, toStoredPhoto } from './photo-image.js';

/**
 * Anonymous previews carry their photo in every call (`photo_base64`, up to ~7 MB of base64),
 * every 300 ms while the visitor types. A large photo is shrunk once, the way a saved photo is
 * (800 px, JPEG), and the result is kept by hash: later calls with the same photo cost a hash
 * and a small data: URL, whatever the size of the original.
 */
const SHRINK_ABOVE_CHARS = 256 * 1024;
const CACHE_ENTRIES = 64;

const cache = new Map<string, Promise<string | undefined>>();
export const previewPhotoStats = { shrunk: 0, reused: 0 };

export async function previewPhoto(dataUrl: string | undefined): Promise<string | undefined> {
  if (!dataUrl || dataUrl.length <= SHRINK_ABOVE_CHARS) return dataUrl;
  const key = createHash('sha256').update(dataUrl).digest('base64url');
  let shrunk = cache.get(key);
  if (shrunk) {
    previewPhotoStats.reused++;
    // Most recently used last: the first key is the one to evict.
    cache.delete(key);
  } else {
    previewPhotoStats.shrunk++;
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    shrunk = toStoredPhoto(Buffer.from(base64, 'base64')).then((photo) => (photo ? photoDataUrl(photo) : undefined));
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, shrunk);
  return shrunk;
}
