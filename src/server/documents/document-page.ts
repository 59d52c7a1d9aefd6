import sharp from 'sharp';
import { pdfPageJpeg } from '../rendering/page-image.js';

/**
 * One page of a stored document as the recruiter's viewer draws it: a PDF's page by PDFium
 * (Chromium's PDF engine), a scan as stored; a JPEG `width` pixels wide (never enlarged).
 */
export async function documentPageImage(stored: Buffer, contentType: string, pageIndex: number, width: number): Promise<Buffer> {
  if (contentType === 'application/pdf') return pdfPageJpeg(stored, pageIndex, width, 82);
  return sharp(stored).resize({ width, withoutEnlargement: true }).jpeg({ quality: 82 }).toBuffer();
}
