import { PDFDocument as DecryptingDocument, PDFDict, PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { attachmentMessages } from '../../domain/dossier/attachment.js';
import { rejectUpload } from './upload-rejection.js';

/**
 * An encrypted PDF that opens without a password (HR software often encrypts certificates only
 * to forbid changes: the « owner » password sets permission flags) written again without its
 * encryption, so that the rest of the re-writing can read it. pdf-lib cannot decrypt; its fork
 * @cantoo/pdf-lib can (RC4 40/128, AES-128 and AES-256, the standard security handler), and it
 * answers « NEEDS PASSWORD » when the empty user password does not open the file: only then is
 * the upload refused, with the message that says so.
 */
export async function removeEditProtection(input: Buffer): Promise<Buffer> {
  let document: DecryptingDocument;
  try {
    document = await DecryptingDocument.load(input, { password: '', updateMetadata: false });
  } catch (err) {
    if (err instanceof Error && err.message === 'NEEDS PASSWORD') rejectUpload(attachmentMessages.encryptedPdf);
    // Another security handler (a certificate, a proprietary DRM) or a broken dictionary.
    rejectUpload(attachmentMessages.encryptionUnsupported);
  }
  // What described the encryption must not travel: the security dictionary itself and the old
  // cross-reference streams, whose dictionaries still point at it (a reader would take the
  // new file as encrypted again).
  const { context } = document;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (!dict) continue;
    const isXref = dict.get(PDFName.of('Type')) === PDFName.of('XRef');
    const isSecurityHandler = dict.has(PDFName.of('O')) && dict.has(PDFName.of('U')) && dict.has(PDFName.of('Filter')) && dict.has(PDFName.of('P'));
    if (isXref || isSecurityHandler) context.delete(ref);
  }
  try {
    return Buffer.from(await document.save({ useObjectStreams: false, addDefaultPage: false, updateFieldAppearances: false }));
  } catch {
    rejectUpload(attachmentMessages.corruptPdf);
  }
}
