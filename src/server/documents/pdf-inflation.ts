import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFNumber, PDFRawStream, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';
import { ATTACHMENT_LIMITS, attachmentMessages } from '../../domain/dossier/attachment.js';
import { SCAN_MAX_INPUT_PIXELS } from './sanitise-image.js';
import { rejectUpload } from './upload-rejection.js';

/** Bytes decoded at a time: the decoder never runs more than this past a budget. */
const CHUNK = 256 * 1024;

/** Keys that lead away from what a page draws (to other pages, the outline, actions, the structure tree). */
const NOT_DRAWN = new Set([
  'Parent',
  'P',
  'Pg',
  'Dest',
  'D',
  'A',
  'AA',
  'Next',
  'Prev',
  'First',
  'Last',
  'Popup',
  'IRT',
  'StructParent',
  'StructParents',
  'Metadata',
  'Thumb',
  'B',
  'PieceInfo',
]);

/**
 * How many bytes `stream` decodes to, counting at most `budget + 1`: the decoder is asked for
 * chunks and stopped as soon as the budget is passed, so a bomb (kilobytes that inflate to
 * gigabytes) costs no more than the budget in time and memory. A stream the decoder cannot
 * read (broken data, an image codec) counts for what was produced before it stopped, or its
 * stored size.
 */
export function inflatedSize(stream: PDFRawStream, budget: number): number {
  let produced = 0;
  try {
    const decoded = decodePDFRawStream(stream);
    while (produced <= budget) {
      const chunk = decoded.getBytes(CHUNK);
      if (chunk.length === 0) break;
      produced += chunk.length;
    }
  } catch {
    return Math.max(produced, stream.contents.length);
  }
  return produced;
}

const isImage = (dict: PDFDict) => dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image');
const isPageNode = (dict: PDFDict) => {
  const type = dict.lookup(PDFName.of('Type'));
  return type === PDFName.of('Page') || type === PDFName.of('Pages');
};

function declaredPixels(dict: PDFDict): number {
  const width = dict.lookup(PDFName.of('Width'));
  const height = dict.lookup(PDFName.of('Height'));
  return width instanceof PDFNumber && height instanceof PDFNumber ? width.asNumber() * height.asNumber() : 0;
}

/**
 * Refuses (in French, nothing stored) a PDF whose pages decompress past the budgets of
 * ATTACHMENT_LIMITS: every stream a page draws from (its contents, form XObjects, patterns,
 * fonts, the appearance of its form fields) is inflated with a bound on the bytes produced,
 * each shared stream once for the file; images are judged by the pixels they declare (their
 * decoder stops there). Runs in the upload worker, before anything else reads the streams.
 */
export function checkDecompressedSize(document: PDFDocument): void {
  const { context } = document;
  const sizes = new Map<PDFRef, number>();
  let documentTotal = 0;

  for (const page of document.getPages()) {
    let pageTotal = 0;
    const seen = new Set<PDFObject>();
    const visit = (value: PDFObject | undefined): void => {
      if (value === undefined || seen.has(value)) return;
      seen.add(value);
      const ref = value instanceof PDFRef ? value : undefined;
      const object = ref ? context.lookup(ref) : value;
      if (object instanceof PDFArray) {
        for (const item of object.asArray()) visit(item);
      } else if (object instanceof PDFDict) {
        if (isPageNode(object) && object !== page.node) return;
        walkDict(object);
      } else if (object instanceof PDFStream) {
        const dict = object.dict;
        if (isImage(dict)) {
          if (declaredPixels(dict) > SCAN_MAX_INPUT_PIXELS) rejectUpload(attachmentMessages.contentBomb);
        } else if (object instanceof PDFRawStream) {
          let size = ref ? sizes.get(ref) : undefined;
          if (size === undefined) {
            size = inflatedSize(object, ATTACHMENT_LIMITS.pageContentBytes - pageTotal);
            documentTotal += size;
            if (ref) sizes.set(ref, size);
          }
          pageTotal += size;
          if (pageTotal > ATTACHMENT_LIMITS.pageContentBytes || documentTotal > ATTACHMENT_LIMITS.documentContentBytes)
            rejectUpload(attachmentMessages.contentBomb);
        }
        walkDict(dict);
      }
    };
    const walkDict = (dict: PDFDict): void => {
      for (const [key, inner] of dict.entries()) if (!NOT_DRAWN.has(key.decodeText())) visit(inner);
    };
    visit(page.node.get(PDFName.of('Contents')));
    visit(page.node.Resources());
    visit(page.node.get(PDFName.of('Annots')));
  }
}
