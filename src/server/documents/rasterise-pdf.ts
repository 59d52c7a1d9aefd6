import { PDFDocument } from 'pdf-lib';
import { pdfPageJpegs } from '../rendering/page-image.js';

/**
 * Above this many bytes per page, a PDF is a scan (a page of text is a few kilobytes): its
 * pages are redrawn as JPEGs at 200 dpi, which keeps a certificate legible in print and makes
 * a scanner's 3 MB page about 300 KB.
 */
export const SCANNED_PDF_BYTES_PER_PAGE = 400 * 1024;
const WIDTH_PX = 1654; // A4 at 200 dpi
const QUALITY = 72;

/**
 * The pages of a re-written PDF drawn by PDFium and placed, one JPEG per page at its own size,
 * in a new PDF; undefined when that is not smaller. Text in such a file is pixels: this is
 * only for scans, whose text already is.
 */
export async function rasteriseScannedPdf(pdf: Buffer): Promise<Buffer | undefined> {
  const pages = await pdfPageJpegs(pdf, WIDTH_PX, QUALITY);
  const output = await PDFDocument.create({ updateMetadata: false });
  for (const page of pages) {
    const image = await output.embedJpg(page.jpeg);
    output.addPage([page.widthPt, page.heightPt]).drawImage(image, { x: 0, y: 0, width: page.widthPt, height: page.heightPt });
  }
  const bytes = Buffer.from(await output.save({ useObjectStreams: true }));
  return bytes.length < pdf.length ? bytes : undefined;
}
