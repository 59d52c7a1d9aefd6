import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CvImportError, IMPORT_MAX_BYTES, importMessages } from '../../domain/cv-import/messages.js';
import { currentUser } from '../http/auth.js';
import { ApiError, detailError } from '../http/errors.js';
import { readMultipartFile } from '../http/multipart-file.js';
import type { RateLimitRule } from '../http/rate-limit.js';
import { answers, anyObject, binaryAnswerSchema, looseObject } from '../http/response-schemas.js';
import { attachmentDisposition } from '../cvs/content-disposition.js';
import type { CvsContext } from '../cvs/context.js';
import { IMPORT_BUDGETS } from './import-budget.js';
import { ImportBusyError, type ImportPool } from './import-pool.js';
import { EXPORT_FORMATS, exportCv } from './transfer.js';

/**
 * Imports per account (or per address for a visitor) in ten minutes: reading a PDF costs CPU,
 * and someone trying files one after another needs a few, not hundreds.
 */
export const importRateLimit = { name: 'cv-import', limit: 30, windowSeconds: 10 * 60 } as const satisfies RateLimitRule;

/** Room for the multipart envelope around a 50 MB file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const importAnswerSchema = looseObject({
  source: z.string(),
  cv: anyObject,
  summary: looseObject({
    experiences: z.number(),
    education: z.number(),
    skills: z.number(),
    languages: z.number(),
    accreditations: z.number(),
    reviewLines: z.number(),
  }),
});

/**
 * Import and export of CVs (issue 19). The import is open to visitors (an anonymous import
 * becomes the local draft) and stores nothing; the exports are the PDF's siblings, behind the
 * same ownership check and subscription gate.
 */
export async function cvTransferRoutes(root: FastifyInstance, opts: { ctx: CvsContext; pool: ImportPool }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx, pool } = opts;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 } });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/cvs/import/',
    {
      // A declared size over the cap is refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES + MULTIPART_OVERHEAD) throw detailError(413, importMessages.tooLarge);
      },
      preHandler: app.optionalUser,
      bodyLimit: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD,
      schema: { response: answers({ 200: importAnswerSchema }) },
    },
    async (request) => {
      await ctx.limiter.consume(importRateLimit, request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
      const { bytes } = await readMultipartFile(request, {
        field: 'file',
        maxBytes: IMPORT_MAX_BYTES,
        missing: { detail: importMessages.missingFile },
        tooLarge: { detail: importMessages.tooLarge },
      });
      try {
        // Read in a worker thread: the event loop only waits (import-pool.ts).
        return await pool.read(bytes, request.user ? IMPORT_BUDGETS.account : IMPORT_BUDGETS.visitor);
      } catch (err) {
        if (err instanceof CvImportError) throw detailError(err.status, err.message);
        if (err instanceof ImportBusyError) throw new ApiError(503, { detail: err.message }, { 'retry-after': '10' });
        throw err;
      }
    },
  );

  app.get(
    '/api/cvs/:id/export/:format/',
    {
      preHandler: app.requireUser,
      exposeHeadRoute: false,
      schema: { params: z.object({ id: z.string(), format: z.enum(EXPORT_FORMATS) }), response: answers({ 200: binaryAnswerSchema }) },
    },
    async (request, reply) => {
      const file = await exportCv(ctx, currentUser(request), request.params.id, request.params.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
