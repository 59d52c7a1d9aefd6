import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES } from '../../domain/cv/photo.js';
import { readMultipartFile } from '../http/multipart-file.js';
import { cvMessages } from './messages.js';

/**
 * The bytes of the multipart field `image` (spec section 7), counted up to the 5 MB limit
 * (http/multipart-file.ts): over it, 413; no such file, 400.
 */
export async function readImageField(request: FastifyRequest): Promise<Buffer> {
  const file = await readMultipartFile(request, {
    field: 'image',
    maxBytes: PHOTO_MAX_BYTES,
    fields: 10,
    parts: 20,
    missing: { detail: cvMessages.photoMissing },
    tooLarge: { detail: cvMessages.photoTooLarge },
  });
  return file.bytes;
}
