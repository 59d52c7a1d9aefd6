import { unzipSync, type Unzipped } from 'fflate';
import { CvImportError, importMessages } from './messages.js';

/** Bounds on an uploaded archive (a LinkedIn export, a Word document). */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxEntryBytes: 100 * 1024 * 1024,
  /** Compression ratio beyond which an entry is a bomb (text compresses ~10x; 100x is not a CV). */
  maxRatio: 100,
} as const;

/**
 * Whether bytes start like a ZIP archive (PK\x03\x04, or an empty archive's PK\x05\x06).
 */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

/**
 * The archive's entries, read only after the central directory's declared sizes passed the
 * limits (count, total, per entry, ratio): fflate's filter sees each entry's declared sizes
 * before inflating it, and inflation is bounded by the declared size. `wanted` picks the
 * entries to inflate (the others are only counted).
 */
export function safeUnzip(bytes: Uint8Array, wanted: (name: string) => boolean = () => true): { files: Unzipped; names: string[] } {
  const names: string[] = [];
  let entries = 0;
  let total = 0;
  try {
    const files = unzipSync(bytes, {
      filter: (file) => {
        entries += 1;
        if (entries > ZIP_LIMITS.maxEntries) throw new CvImportError(importMessages.zipTooManyEntries);
        total += file.originalSize;
        const ratio = file.originalSize / Math.max(1, file.size);
        if (file.originalSize > ZIP_LIMITS.maxEntryBytes || total > ZIP_LIMITS.maxTotalBytes || (file.originalSize > 1024 * 1024 && ratio > ZIP_LIMITS.maxRatio)) {
          throw new CvImportError(importMessages.zipBomb);
        }
        names.push(file.name);
        return wanted(file.name);
      },
    });
    return { files, names };
  } catch (err) {
    if (err instanceof CvImportError) throw err;
    throw new CvImportError(importMessages.zipInvalid);
  }
}
