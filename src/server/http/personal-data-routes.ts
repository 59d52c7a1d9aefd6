import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { stripControlCharsDeep } from '../../domain/cv/control-chars.js';
import { PHOTO_MAX_BYTES } from '../../domain/cv/photo.js';

/**
 * What every route plugin of a user's documents (CVs, letters) sets up first, in its own scope:
 * - one uploaded image per request (photo, signature), at most PHOTO_MAX_BYTES;
 * - control characters removed from every string of every JSON body before anything reads it
 *   (PostgreSQL refuses NUL in jsonb; the others are invisible junk from pasted documents);
 * - `cache-control: no-store` unless a route says otherwise: these are personal data, no
 *   browser or proxy keeps them.
 */
export async function personalDataRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 } });

  app.addHook('preValidation', async (request) => {
    if (request.body !== null && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
      request.body = stripControlCharsDeep(request.body);
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
