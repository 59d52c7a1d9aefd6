import { constants, inflateSync } from 'node:zlib';
import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';

/**
 * A PDF's streams inflated once, up to `budget` bytes all together, before pdf.js reads the
 * file: a page whose few kilobytes of content inflate to hundreds of megabytes (a decompression
 * bomb) is refused after producing `budget` bytes, not after producing all of them. Images are
 * not counted (a text reader never decodes them); one linear scan finds each `stream` keyword
 * and the dictionary before it.
 */
export function checkPdfInflation(bytes: Uint8Array, budget: number): number {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let produced = 0;
  let at = 0;
  while (at < text.length) {
    const found = text.indexOf('stream', at);
    if (found < 0) break;
    at = found + 6;
    // The keyword itself, not « endstream », followed by its end of line.
    if (text.startsWith('end', found - 3)) continue;
    let start = at;
    if (text[start] === '\r') start += 1;
    if (text[start] !== '\n') continue;
    start += 1;
    const dictionaryStart = Math.max(0, text.lastIndexOf('obj', found), found - 4096);
    const dictionary = text.slice(dictionaryStart, found);
    if (!/\/FlateDecode/.test(dictionary) || /\/Subtype\s*\/Image/.test(dictionary)) continue;
    const declared = /\/Length\s+(\d{1,10})(?!\s+\d+\s+R)/.exec(dictionary);
    let end = declared ? start + Number(declared[1]) : text.indexOf('endstream', start);
    if (end < 0 || end > text.length) end = text.indexOf('endstream', start);
    if (end < 0) end = text.length;
    const data = bytes.subarray(start, end);
    at = Math.max(at, end);
    let out: Buffer;
    try {
      out = inflateSync(data, { maxOutputLength: Math.max(1, budget - produced), finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new CvImportError(importMessages.pdfBomb);
      // Not zlib data (encrypted, or broken): pdf.js will make of it what it can, in its time limit.
      continue;
    }
    produced += out.length;
    if (produced > budget) throw new CvImportError(importMessages.pdfBomb);
  }
  return produced;
}
