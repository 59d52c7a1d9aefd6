import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { letterListItemSchema, letterPreviewSchema, savedLetterSchema } from '../../domain/letter/saved-letter.js';
import { attachmentDisposition } from '../cvs/content-disposition.js';
import { etagMatches } from '../cvs/cv-rendering.js';
import { binaryAnswers, deletedAnswers } from '../cvs/response-schemas.js';
import { readImageField } from '../cvs/photo-upload.js';
import { currentUser } from '../http/auth.js';
import { personalDataRoutes } from '../http/personal-data-routes.js';
import { renderRateLimits } from '../http/rate-limit.js';
import { renderKey } from '../rendering/fair-gate.js';
import type { LettersContext } from './context.js';
import { downloadLetter, letterPreviewImage, renderLetterPreview } from './letter-rendering.js';
import { createLetter, deleteLetter, duplicateLetter, getLetter, listLetters, renameLetter, updateLetter } from './letter-store.js';
import { deleteSignature, getSignature, uploadSignature } from './signature.js';

const params = z.object({ id: z.string() });
/** A letter is far smaller than a CV: its text only (the signature is uploaded). */
const LETTER_BODY_LIMIT = 512 * 1024;

/**
 * The letter calls under /api/letters/, mirroring the CV calls. Bodies are validated by the
 * operations with the domain schema (their 400 carries a `detail` and the field errors);
 * answers go through the response schemas.
 */
export async function lettersRoutes(root: FastifyInstance, opts: { ctx: LettersContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  await personalDataRoutes(app);

  const saved = { 200: savedLetterSchema };
  const created = { 201: savedLetterSchema };

  app.post(
    '/api/letters/preview/',
    { preHandler: app.optionalUser, bodyLimit: LETTER_BODY_LIMIT, schema: { response: { 200: letterPreviewSchema } } },
    async (request) => {
      const caller = { userId: request.user?.id ?? null, ip: request.ip };
      return app.renderGates.preview.run(renderKey(caller), () => renderLetterPreview(ctx, caller, request.body));
    },
  );

  app.get('/api/letters/list/', { preHandler: app.requireUser, schema: { response: { 200: z.array(letterListItemSchema) } } }, async (request) =>
    listLetters(ctx.db, currentUser(request).id),
  );

  app.post('/api/letters/create/', { preHandler: app.requireUser, bodyLimit: LETTER_BODY_LIMIT, schema: { response: created } }, async (request, reply) =>
    reply.code(201).send(await createLetter(ctx, currentUser(request).id, request.body)),
  );

  const owned = { preHandler: app.requireUser, schema: { params } };

  app.get('/api/letters/:id/', { ...owned, schema: { params, response: saved } }, async (request) =>
    getLetter(ctx, currentUser(request).id, request.params.id),
  );

  app.put('/api/letters/:id/', { ...owned, bodyLimit: LETTER_BODY_LIMIT, schema: { params, response: saved } }, async (request) =>
    updateLetter(ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.patch('/api/letters/:id/rename/', { ...owned, schema: { params, response: saved } }, async (request) =>
    renameLetter(ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.post('/api/letters/:id/duplicate/', { ...owned, schema: { params, response: created } }, async (request, reply) =>
    reply.code(201).send(await duplicateLetter(ctx, currentUser(request).id, request.params.id)),
  );

  app.delete('/api/letters/:id/delete/', { ...owned, schema: { params, response: deletedAnswers } }, async (request, reply) => {
    await deleteLetter(ctx, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  // No automatic HEAD route: a HEAD would cost a whole PDF render for nothing.
  app.get('/api/letters/:id/download/', { ...owned, schema: { params, response: binaryAnswers }, exposeHeadRoute: false }, async (request, reply) => {
    const user = currentUser(request);
    const lane = renderKey({ userId: user.id, ip: request.ip });
    const { pdf, fileName } = await downloadLetter(ctx, user, request.params.id, (work) => app.renderGates.pdf.run(lane, work));
    return reply.type('application/pdf').header('content-disposition', attachmentDisposition(fileName)).header('cache-control', 'no-store').send(pdf);
  });

  app.get('/api/letters/:id/preview-image/', { ...owned, schema: { params, response: binaryAnswers } }, async (request, reply) => {
    const userId = currentUser(request).id;
    await ctx.limiter.consume(renderRateLimits.previewImagesPerUser, userId);
    const result = await app.renderGates.previewImage.run(renderKey({ userId, ip: request.ip }), () =>
      letterPreviewImage(ctx, userId, request.params.id, request.headers['if-none-match']),
    );
    reply.header('cache-control', 'private, no-cache').header('etag', result.etag);
    if (result.notModified) return reply.code(304).send();
    return reply.type(result.contentType).send(result.image);
  });

  app.post(
    '/api/letters/:id/upload-signature/',
    { ...owned, schema: { params, response: { 200: z.object({ signature_url: z.string() }) } } },
    async (request) => uploadSignature(ctx, currentUser(request).id, request.params.id, () => readImageField(request)),
  );

  app.delete('/api/letters/:id/upload-signature/', { ...owned, schema: { params, response: deletedAnswers } }, async (request, reply) => {
    await deleteSignature(ctx, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/letters/:id/signature/', { ...owned, schema: { params, response: binaryAnswers } }, async (request, reply) => {
    const signature = await getSignature(ctx, currentUser(request).id, request.params.id);
    reply.header('cache-control', 'private, no-cache').header('etag', signature.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, signature.etag)) return reply.code(304).send();
    return reply.type(signature.contentType).send(signature.image);
  });
}
