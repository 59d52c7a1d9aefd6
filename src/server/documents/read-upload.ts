import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_KINDS, ATTACHMENT_LIMITS, attachmentMessages, type AttachmentKind } from '../../domain/dossier/attachment.js';
import { detailError } from '../http/errors.js';
import { rejectUpload } from './upload-rejection.js';

const errorCode = (err: unknown) => (typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined);

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  declaredType: string;
  /** The `kind` field when the form sent one before the file. */
  kind: AttachmentKind | undefined;
}

/**
 * The multipart field `file`, read up to 20 MB: past it the parser stops (nothing more is
 * kept in memory) and the answer is a 413 with the French reason.
 */
export async function readUploadField(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) rejectUpload(attachmentMessages.fileMissing);
  try {
    const part = await request.file({ limits: { fileSize: ATTACHMENT_LIMITS.maxUploadBytes, files: 1, fields: 5, fieldSize: 200, parts: 10 } });
    if (!part || part.fieldname !== 'file') rejectUpload(attachmentMessages.fileMissing);
    const bytes = await part.toBuffer();
    const kindField = part.fields.kind;
    const kindValue = kindField && !Array.isArray(kindField) && kindField.type === 'field' ? String(kindField.value) : undefined;
    const kind = (ATTACHMENT_KINDS as readonly string[]).includes(kindValue ?? '') ? (kindValue as AttachmentKind) : undefined;
    if (bytes.length === 0) rejectUpload(attachmentMessages.fileMissing);
    return { bytes, fileName: part.filename, declaredType: part.mimetype, kind };
  } catch (err) {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw detailError(413, attachmentMessages.tooLarge, 'document_too_large');
    if (errorCode(err) === 'FST_FILES_LIMIT' || errorCode(err) === 'FST_PARTS_LIMIT' || errorCode(err) === 'FST_FIELDS_LIMIT') rejectUpload(attachmentMessages.fileMissing);
    throw err;
  }
}
