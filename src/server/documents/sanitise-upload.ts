import { attachmentMessages } from '../../domain/dossier/attachment.js';
import { firstPageImage } from '../rendering/page-image.js';
import { rasteriseScannedPdf, SCANNED_PDF_BYTES_PER_PAGE } from './rasterise-pdf.js';
import { imageThumbnail, reencodeScan } from './sanitise-image.js';
import { rewritePdf } from './sanitise-pdf.js';
import { shrinkScan, UPLOAD_LEVELS } from './scan-levels.js';
import { rejectUpload } from './upload-rejection.js';

export const THUMBNAIL_WIDTH = 240;

export interface SanitisedUpload {
  content: Buffer;
  contentType: 'application/pdf' | 'image/jpeg';
  pageCount: number;
  thumbnail: Buffer;
  /** A scan's shrunk copies for application files (scan-levels.ts, UPLOAD_LEVELS), made now. */
  scanLevels?: Array<{ level: number; content: Buffer }>;
}

type Sniffed = 'pdf' | 'jpeg' | 'png' | 'heic' | 'unknown';

/** The format the bytes say they are (never the file name or the declared type). */
export function sniffFormat(bytes: Buffer): Sniffed {
  // Readers accept "%PDF-" within the first kilobyte (some scanners write a header before it).
  if (bytes.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(4, 8).toString('latin1') === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(bytes.subarray(8, 12).toString('latin1')))
    return 'heic';
  return 'unknown';
}

const claimsPdf = (fileName: string, declaredType: string) => /\.pdf$/i.test(fileName.trim()) || declaredType.toLowerCase() === 'application/pdf';

/**
 * What we store of an upload: a PDF re-written (sanitise-pdf.ts; a scanned one redrawn at
 * 200 dpi, rasterise-pdf.ts), an image re-encoded (sanitise-image.ts), with a thumbnail of page 1. Every refusal is a 400 with a French reason.
 * A file that calls itself a PDF (name or type) must be one: a renamed image or text is refused
 * rather than guessed at, since the user meant to send something else.
 */
export async function sanitiseUpload(bytes: Buffer, fileName: string, declaredType: string): Promise<SanitisedUpload> {
  const format = sniffFormat(bytes);
  if (format !== 'pdf' && claimsPdf(fileName, declaredType)) rejectUpload(attachmentMessages.notReallyPdf);
  switch (format) {
    case 'pdf': {
      const rewritten = await rewritePdf(bytes);
      const { pageCount } = rewritten;
      let pdf = rewritten.pdf;
      if (pdf.length / pageCount > SCANNED_PDF_BYTES_PER_PAGE) {
        try {
          pdf = (await rasteriseScannedPdf(pdf)) ?? pdf;
        } catch {
          rejectUpload(attachmentMessages.corruptPdf);
        }
      }
      let thumbnail: Buffer;
      try {
        // PDFium (Chromium's PDF engine) must be able to draw it, or a recruiter could not either.
        thumbnail = await firstPageImage(pdf, THUMBNAIL_WIDTH, 70);
      } catch {
        rejectUpload(attachmentMessages.corruptPdf);
      }
      return { content: pdf, contentType: 'application/pdf', pageCount, thumbnail };
    }
    case 'jpeg':
    case 'png': {
      const { image } = await reencodeScan(bytes);
      const [thumbnail, ...copies] = await Promise.all([imageThumbnail(image, THUMBNAIL_WIDTH), ...UPLOAD_LEVELS.map((level) => shrinkScan(image, level))]);
      const scanLevels = UPLOAD_LEVELS.map((level, i) => ({ level, content: copies[i]! }));
      return { content: image, contentType: 'image/jpeg', pageCount: 1, thumbnail: thumbnail, scanLevels };
    }
    case 'heic':
      return rejectUpload(attachmentMessages.heicUnsupported);
    default:
      return rejectUpload(attachmentMessages.unsupported);
  }
}
