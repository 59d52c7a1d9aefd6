import { inflateRawSync } from 'node:zlib';
import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';

/** Bounds on an uploaded archive (a LinkedIn export, a Word document). */
export const ZIP_LIMITS = {
  maxEntries: 2000,
  /** Bytes one entry may inflate to, counted as they are produced (not as the archive declares). */
  maxEntryBytes: 32 * 1024 * 1024,
} as const;

export interface ZipEntry {
  name: string;
  /** Inflated size as the central directory declares it: a hint only, never trusted. */
  declaredSize: number;
}

export interface ZipArchive {
  entries: ZipEntry[];
  names: string[];
  /** The entry's bytes, inflated within what is left of the archive's budget. */
  read(name: string): Uint8Array | undefined;
  /** Bytes inflated so far, all entries together. */
  inflated(): number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const invalid = () => new CvImportError(importMessages.zipInvalid);

/**
 * A ZIP archive read from its central directory, inflating only the entries asked for. Nothing
 * the archive declares bounds the work: each read inflates at most what is left of `budget`
 * (bytes actually produced, all entries together), and an archive that would go past it is
 * refused with the zip-bomb message. Stored and deflated entries only (what Word, LibreOffice,
 * Google Docs and LinkedIn write); ZIP64 and encrypted entries are refused as unreadable.
 */
export function openZip(bytes: Uint8Array, budget: number): ZipArchive {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => (at + 4 <= bytes.length ? view.getUint32(at, true) : -1);
  const u16 = (at: number) => (at + 2 <= bytes.length ? view.getUint16(at, true) : -1);
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KiB.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw invalid();
  const count = u16(eocd + 10);
  const cdSize = u32(eocd + 12);
  const cdOffset = u32(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw invalid();
  if (count > ZIP_LIMITS.maxEntries) throw new CvImportError(importMessages.zipTooManyEntries);
  if (cdOffset < 0 || cdSize < 0 || cdOffset + cdSize > bytes.length) throw invalid();

  interface Located extends ZipEntry {
    method: number;
    compressedSize: number;
    localOffset: number;
    flags: number;
  }
  const located = new Map<string, Located>();
  const decoder = new TextDecoder('utf-8');
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (u32(at) !== CENTRAL) throw invalid();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const declaredSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const localOffset = u32(at + 42);
    if (at + 46 + nameLength > bytes.length) throw invalid();
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (!located.has(name)) located.set(name, { name, declaredSize, method, compressedSize, localOffset, flags });
    at += 46 + nameLength + extraLength + commentLength;
  }

  let inflated = 0;
  const read = (name: string): Uint8Array | undefined => {
    const entry = located.get(name);
    if (!entry) return undefined;
    if (entry.flags & 1 || entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff) throw invalid();
    const local = entry.localOffset;
    if (u32(local) !== LOCAL) throw invalid();
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    const end = start + entry.compressedSize;
    if (start > bytes.length || end > bytes.length) throw invalid();
    const data = bytes.subarray(start, end);
    const allowance = Math.min(ZIP_LIMITS.maxEntryBytes, budget - inflated);
    if (entry.method === 0) {
      if (data.length > allowance) throw new CvImportError(importMessages.zipBomb);
      inflated += data.length;
      return data;
    }
    if (entry.method !== 8) throw invalid();
    let out: Buffer;
    try {
      // zlib stops at maxOutputLength whatever the entry declares: the work is bounded by the
      // bytes produced.
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, allowance) });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new CvImportError(importMessages.zipBomb);
      throw invalid();
    }
    inflated += out.length;
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  };
  const entries = [...located.values()].map(({ name, declaredSize }) => ({ name, declaredSize }));
  return { entries, names: entries.map((e) => e.name), read, inflated: () => inflated };
}

/** Whether bytes start like a ZIP archive (PK\x03\x04, or an empty archive's PK\x05\x06). */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}
