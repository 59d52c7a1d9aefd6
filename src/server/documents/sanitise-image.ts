import sharp from 'sharp';
import { attachmentMessages } from '../../domain/dossier/attachment.js';
import { rejectUpload } from './upload-rejection.js';

/** A scan at 600 dpi of an A3 page is ~70 MP: more is a decompression bomb or not a document. */
export const SCAN_MAX_INPUT_PIXELS = 100_000_000;
/** An A4 page at 300 dpi is 2480 x 3508: more detail than any print or screen needs. */
export const SCAN_MAX_SIDE = 3508;
const SCAN_QUALITY = 80;

/**
 * A scan or photo of a document as we store it: upright (EXIF orientation applied), flattened
 * on white, fit inside 2480 x 3508 px (A4 at 300 dpi, either way round), re-encoded as JPEG,
 * which drops every piece of metadata (EXIF, GPS, XMP). The header is read first: a file that
 * declares more than 100 MP is refused before any pixel is decoded.
 */
export async function reencodeScan(input: Buffer): Promise<{ image: Buffer; width: number; height: number }> {
  const options = { limitInputPixels: SCAN_MAX_INPUT_PIXELS, failOn: 'error' } as const;
  let width: number | undefined;
  let height: number | undefined;
  let orientation: number | undefined;
  try {
    ({ width, height, orientation } = await sharp(input, options).metadata());
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) rejectUpload(attachmentMessages.imageTooBig);
    rejectUpload(attachmentMessages.corruptImage);
  }
  if (!width || !height) rejectUpload(attachmentMessages.corruptImage);
  if (width * height > SCAN_MAX_INPUT_PIXELS) rejectUpload(attachmentMessages.imageTooBig);
  try {
    // EXIF orientations 5 to 8 turn the image a quarter: its upright shape is the other way round.
    const portrait = (orientation ?? 1) >= 5 ? width >= height : height >= width;
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(portrait ? 2480 : SCAN_MAX_SIDE, portrait ? SCAN_MAX_SIDE : 2480, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: SCAN_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    rejectUpload(attachmentMessages.corruptImage);
  }
}

/** A JPEG thumbnail `width` pixels wide of an image we stored. */
export async function imageThumbnail(image: Buffer, width: number): Promise<Buffer> {
  return sharp(image).resize({ width, withoutEnlargement: true }).jpeg({ quality: 70 }).toBuffer();
}
