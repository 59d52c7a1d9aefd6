import type { FastifyRequest } from 'fastify';
import { detailError } from '../http/errors.js';
import { cvMessages } from './messages.js';

const errorCode = (err: unknown) => (typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined);

/**
 * The bytes of the multipart field `image` (spec section 7), read up to the 5 MB limit set on
 * the multipart plugin: over it, 413; no such file, 400.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw detailError(400, cvMessages.photoMissing);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'image') throw detailError(400, cvMessages.photoMissing);
    return await part.toBuffer();
  } catch (err) {
    if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') throw detailError(413, cvMessages.photoTooLarge);
    if (errorCode(err) === 'FST_FILES_LIMIT' || errorCode(err) === 'FST_PARTS_LIMIT' || errorCode(err) === 'FST_FIELDS_LIMIT') {
      throw detailError(400, cvMessages.photoMissing);
    }
    throw err;
  }
}
