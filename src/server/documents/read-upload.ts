import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_KINDS, ATTACHMENT_LIMITS, attachmentMessages, type AttachmentKind } from '../../domain/dossier/attachment.js';
import { readMultipartFile } from '../http/multipart-file.js';

export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  declaredType: string;
  /** The `kind` field when the form sent one before the file. */
  kind: AttachmentKind | undefined;
}

/**
 * The multipart field `file`, up to 20 MB counted byte by byte: one byte more and the answer is
 * a 413 with the French reason, nothing past the limit kept in memory (http/multipart-file.ts).
 */
export async function readUploadField(request: FastifyRequest): Promise<UploadedFile> {
  const file = await readMultipartFile(request, {
    field: 'file',
    maxBytes: ATTACHMENT_LIMITS.maxUploadBytes,
    fields: 5,
    fieldSize: 200,
    missing: { detail: attachmentMessages.fileMissing },
    tooLarge: { detail: attachmentMessages.tooLarge, code: 'document_too_large' },
  });
  const kindValue = file.fields.kind;
  const kind = (ATTACHMENT_KINDS as readonly string[]).includes(kindValue ?? '') ? (kindValue as AttachmentKind) : undefined;
  return { bytes: file.bytes, fileName: file.fileName, declaredType: file.declaredType, kind };
}
