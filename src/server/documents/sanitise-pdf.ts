import { PDFDocument, PDFName } from 'pdf-lib';
import { ATTACHMENT_LIMITS, attachmentMessages } from '../../domain/dossier/attachment.js';
import { removeEditProtection } from './decrypt-pdf.js';
import { checkDecompressedSize } from './pdf-inflation.js';
import { rejectUpload } from './upload-rejection.js';

/** Keys of a page that can act (scripts, links, form widgets, sounds) or carry hidden data. */
const PAGE_KEYS_DROPPED = ['Annots', 'AA', 'Metadata', 'PieceInfo', 'B', 'Thumb'] as const;

/**
 * An uploaded PDF re-written into a new document made of its pages only. What lives outside the
 * pages does not come along: document JavaScript and OpenAction (catalog), embedded files
 * (name tree), the AcroForm, outlines, XMP metadata. Form fields are first flattened into
 * their pages (what was filled in stays visible); then every page loses its annotations and
 * actions before it is copied, so that the copier never follows them into the new file.
 * An encrypted file that opens without a password (protected against changes only) is first
 * written again without its encryption (decrypt-pdf.ts); one that needs a password to open is
 * refused, as one whose pages decompress past the budgets (pdf-inflation.ts).
 */
/** The last trailer (or cross-reference stream dictionary) names an /Encrypt dictionary. */
function declaresEncryption(bytes: Buffer): boolean {
  return /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(bytes.subarray(Math.max(0, bytes.length - 64 * 1024)).toString('latin1'));
}

async function loadPdf(bytes: Buffer): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    rejectUpload(attachmentMessages.corruptPdf);
  }
}

export async function rewritePdf(input: Buffer): Promise<{ pdf: Buffer; pageCount: number }> {
  // An encrypted file is decrypted before pdf-lib reads it (pdf-lib would parse its encrypted
  // object streams as rubbish); one whose trailer is not where we look is caught by `isEncrypted`.
  let source = await loadPdf(declaresEncryption(input) ? await removeEditProtection(input) : input);
  if (source.isEncrypted) {
    source = await loadPdf(await removeEditProtection(input));
    if (source.isEncrypted) rejectUpload(attachmentMessages.encryptedPdf);
  }
  const pageCount = source.getPageCount();
  if (pageCount === 0) rejectUpload(attachmentMessages.corruptPdf);
  if (pageCount > ATTACHMENT_LIMITS.maxPages) rejectUpload(attachmentMessages.tooManyPages);
  checkDecompressedSize(source);

  try {
    const form = source.getForm();
    if (form.getFields().length > 0) form.flatten();
  } catch {
    // A form pdf-lib cannot flatten: its widgets go with the annotations below.
  }
  for (const page of source.getPages()) {
    for (const key of PAGE_KEYS_DROPPED) page.node.delete(PDFName.of(key));
  }

  try {
    const output = await PDFDocument.create({ updateMetadata: false });
    const pages = await output.copyPages(source, source.getPageIndices());
    for (const page of pages) output.addPage(page);
    const pdf = Buffer.from(await output.save({ useObjectStreams: true, addDefaultPage: false }));
    return { pdf, pageCount };
  } catch {
    rejectUpload(attachmentMessages.corruptPdf);
  }
}
