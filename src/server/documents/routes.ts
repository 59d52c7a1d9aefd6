import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ATTACHMENT_LIMITS, attachmentMessages, attachmentNameFromFile, guessAttachmentKind } from '../../domain/dossier/attachment.js';
import { currentUser } from '../http/auth.js';
import { detailError } from '../http/errors.js';
import { personalDataRoutes } from '../http/personal-data-routes.js';
import { answers, binaryAnswerSchema, looseObject, noContentSchema } from '../http/response-schemas.js';
import {
  attachmentNotFound,
  deleteAttachment,
  editAttachment,
  ensureRoomForUpload,
  getStoredDocument,
  getThumbnail,
  listAttachments,
  storeAttachment,
} from './attachment-store.js';
import { inlineDisposition } from '../cvs/content-disposition.js';
import type { DocumentsContext } from './context.js';
import { documentsRateLimits } from './rate-limits.js';
import { readUploadField } from './read-upload.js';

const params = z.object({ id: z.string() });
const pageParams = z.object({ id: z.string(), page: z.string() });
/** A page shown on a screen: 150 dpi for A4, sharp on a phone and legible on a desktop. */
const PAGE_VIEW_WIDTH = 1240;
/** Room for the multipart envelope (boundaries, headers, the `kind` field) around a file. */
const MULTIPART_OVERHEAD = 16 * 1024;

const attachmentSchema = looseObject({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  document_date: z.string().nullable(),
  page_count: z.number(),
  byte_size: z.number(),
  content_type: z.string(),
  created_at: z.string(),
  thumbnail_url: z.string(),
  file_url: z.string(),
});
const attachmentListSchema = looseObject({ documents: z.array(attachmentSchema), used_bytes: z.number(), quota_bytes: z.number(), max_files: z.number() });

/** « Mes documents »: the calls under /api/documents/. */
export async function documentsRoutes(root: FastifyInstance, opts: { ctx: DocumentsContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  await personalDataRoutes(app);

  app.get('/api/documents/', { preHandler: app.requireUser, schema: { response: answers({ 200: attachmentListSchema }) } }, async (request) =>
    listAttachments(ctx.db, currentUser(request).id),
  );

  app.post(
    '/api/documents/upload/',
    {
      // A declared size over the limit is refused before a byte of the body is read; a body
      // without one is counted as it arrives (read-upload.ts).
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > ATTACHMENT_LIMITS.maxUploadBytes + MULTIPART_OVERHEAD) {
          throw detailError(413, attachmentMessages.tooLarge, 'document_too_large');
        }
      },
      preHandler: app.requireUser,
      schema: { response: answers({ 201: attachmentSchema }) },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await ctx.limiter.consume(documentsRateLimits.uploadsPerUser, userId);
      await ensureRoomForUpload(ctx.db, userId);
      const upload = await readUploadField(request);
      const sanitised = await ctx.sanitiseGates.perUser.run(userId, () =>
        ctx.sanitiseGates.process.run('all', () => ctx.sanitiser.run(upload.bytes, upload.fileName, upload.declaredType)),
      );
      const stored = await storeAttachment(
        ctx.db,
        userId,
        sanitised,
        { name: attachmentNameFromFile(upload.fileName), kind: upload.kind ?? guessAttachmentKind(upload.fileName), documentDate: null },
        ctx.now(),
      );
      return reply.code(201).send(stored);
    },
  );

  const owned = { preHandler: app.requireUser };

  app.patch('/api/documents/:id/', { ...owned, schema: { params, response: answers({ 200: attachmentSchema }) } }, async (request) =>
    editAttachment(ctx.db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete('/api/documents/:id/', { ...owned, schema: { params, response: answers({ 204: noContentSchema }) } }, async (request, reply) => {
    await deleteAttachment(ctx.db, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/documents/:id/thumbnail/', { ...owned, schema: { params, response: answers({ 200: binaryAnswerSchema }) } }, async (request, reply) => {
    const image = await getThumbnail(ctx.db, currentUser(request).id, request.params.id);
    // no-store like every personal answer here; the web app keeps it in memory (an id's thumbnail never changes).
    return reply.type('image/jpeg').send(image);
  });

  app.get(
    '/api/documents/:id/file/',
    { ...owned, schema: { params, response: answers({ 200: binaryAnswerSchema }) }, exposeHeadRoute: false },
    async (request, reply) => {
      const stored = await getStoredDocument(ctx.db, currentUser(request).id, request.params.id);
      const extension = stored.contentType === 'application/pdf' ? 'pdf' : 'jpg';
      return reply
        .type(stored.contentType)
        .header('content-disposition', inlineDisposition(`${stored.name}.${extension}`))
        .send(stored.content);
    },
  );

  // « Ouvrir »: each page as the recruiter's viewer draws it, drawn in the upload workers.
  app.get(
    '/api/documents/:id/pages/:page/',
    { ...owned, schema: { params: pageParams, response: answers({ 200: binaryAnswerSchema }) }, exposeHeadRoute: false },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await ctx.limiter.consume(documentsRateLimits.pageViewsPerUser, userId);
      const stored = await getStoredDocument(ctx.db, userId, request.params.id);
      const page = /^\d{1,3}$/.test(request.params.page) ? Number(request.params.page) : 0;
      if (page < 1 || page > stored.pageCount) throw attachmentNotFound();
      const image = await ctx.viewGates.perUser.run(userId, () =>
        ctx.sanitiseGates.process.run('all', () => ctx.sanitiser.renderPage(stored.content, stored.contentType, page - 1, PAGE_VIEW_WIDTH)),
      );
      return reply.type('image/jpeg').send(image);
    },
  );
}
