import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cvTemplates } from '../../domain/cv/template-catalogue.js';
import { currentUser, readStartedWithSession } from '../http/auth.js';
import { personalDataRoutes } from '../http/personal-data-routes.js';
import { answers } from '../http/response-schemas.js';
import { renderRateLimits } from '../http/rate-limit.js';
import { renderKey } from '../rendering/fair-gate.js';
import { attachmentDisposition } from './content-disposition.js';
import { cvNotFound, type CvsContext } from './context.js';
import { cvPreviewImage, downloadCv, etagMatches, type RenderGate } from './cv-rendering.js';
import { lookUpRender, sessionWithRenderKey, type CachedRender, type RenderKind } from './cv-render-cache.js';
import { eraseBinnedCv, listBin, restoreCv } from './cv-bin.js';
import { createCv, deleteCv, duplicateCv, getCv, listCvs, restoreCvVersion, updateCv } from './cv-store.js';
import { getCvVersion, listCvVersions } from './cv-versions.js';
import { readImageField } from './photo-upload.js';
import { deletePhoto, getPhoto, uploadPhoto } from './photos.js';
import { PREVIEW_PHOTO_TTL_MS, readPreviewPhoto, storePreviewPhoto } from './preview-photo-store.js';
import {
  binaryAnswers,
  createdCvAnswers,
  cvAnswers,
  cvBinItemSchema,
  cvListItemSchema,
  cvTemplateItemSchema,
  cvVersionDetailSchema,
  cvVersionItemSchema,
  deletedAnswers,
  photoUploadedSchema,
  previewPhotoStoredAnswers,
  templatePreviewSchema,
} from './response-schemas.js';
import { renderTemplatePreview, TEMPLATE_PREVIEW_BODY_LIMIT } from './template-preview.js';

const params = z.object({ id: z.string() });
/** The `:id` of a route's path (before its schema ran: a read started by the guard checks it itself). */
const idOf = (request: FastifyRequest): string => {
  const { id } = request.params as { id?: unknown };
  return typeof id === 'string' ? id : '';
};
const versionParams = z.object({ id: z.string(), version: z.string() });
/** A CV may carry an anonymous draft's photo in base64 (~7 MB for 5 MB); it is taken on create. */
const CV_BODY_LIMIT = TEMPLATE_PREVIEW_BODY_LIMIT;

/**
 * The CV calls of spec section 7, under /api/cvs/. Thin: each calls one operation. CV bodies
 * are validated by the operations with the domain schema, because their 400 carries both a
 * `detail` and the field errors (see cv-input.ts).
 */
export async function cvsRoutes(root: FastifyInstance, opts: { ctx: CvsContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  await personalDataRoutes(app);

  app.get('/api/cvs/templates/', { schema: { response: answers({ 200: z.array(cvTemplateItemSchema) }) } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return cvTemplates.map(({ id, name, image }) => ({ id, name, image }));
  });

  app.post(
    '/api/cvs/template-preview/',
    { preHandler: app.optionalUser, bodyLimit: TEMPLATE_PREVIEW_BODY_LIMIT, schema: { response: answers({ 200: templatePreviewSchema }) } },
    async (request) => {
      const caller = { userId: request.user?.id ?? null, ip: request.ip };
      return app.renderGates.preview.run(renderKey(caller), () => renderTemplatePreview(ctx, caller, request.body));
    },
  );

  app.post('/api/cvs/preview-photos/', { bodyLimit: TEMPLATE_PREVIEW_BODY_LIMIT, schema: { response: previewPhotoStoredAnswers } }, async (request, reply) =>
    reply.code(201).send(await storePreviewPhoto(ctx, request.ip, request.body)),
  );

  // Content-addressed: the bytes behind a key never change, so the browser keeps them for their lifetime.
  app.get('/api/cvs/preview-photos/:key/', { schema: { params: z.object({ key: z.string() }), response: binaryAnswers } }, async (request, reply) => {
    const photo = await readPreviewPhoto(ctx, request.params.key);
    if (!photo) throw cvNotFound();
    return reply
      .header('cache-control', `private, max-age=${Math.floor(PREVIEW_PHOTO_TTL_MS / 1000)}, immutable`)
      .header('etag', `"${request.params.key}"`)
      .type(photo.contentType)
      .send(photo.image);
  });

  app.get('/api/cvs/list/', { preHandler: app.requireUser, schema: { response: answers({ 200: z.array(cvListItemSchema) }) } }, async (request) =>
    listCvs(ctx.db, currentUser(request).id),
  );

  app.post('/api/cvs/create/', { preHandler: app.requireUser, bodyLimit: CV_BODY_LIMIT, schema: { response: createdCvAnswers } }, async (request, reply) =>
    reply.code(201).send(await createCv(ctx, currentUser(request).id, request.body)),
  );

  app.get('/api/cvs/bin/', { preHandler: app.requireUser, schema: { response: answers({ 200: z.array(cvBinItemSchema) }) } }, async (request) =>
    listBin(ctx, currentUser(request).id),
  );

  app.delete('/api/cvs/bin/:id/', { preHandler: app.requireUser, schema: { params, response: deletedAnswers } }, async (request, reply) => {
    await eraseBinnedCv(ctx, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  const owned = <R extends object>(response: R) => ({ preHandler: app.requireUser, schema: { params, response } });
  const ownedVersion = <R extends object>(response: R) => ({ preHandler: app.requireUser, schema: { params: versionParams, response } });

  app.get('/api/cvs/:id/', owned(cvAnswers), async (request) => getCv(ctx, currentUser(request).id, request.params.id));

  app.put('/api/cvs/:id/', { ...owned(cvAnswers), bodyLimit: CV_BODY_LIMIT }, async (request) =>
    updateCv(ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.delete('/api/cvs/:id/delete/', owned(deletedAnswers), async (request, reply) => {
    await deleteCv(ctx, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.post('/api/cvs/:id/duplicate/', owned(createdCvAnswers), async (request, reply) =>
    reply.code(201).send(await duplicateCv(ctx, currentUser(request).id, request.params.id)),
  );

  app.post('/api/cvs/:id/restore/', owned(cvAnswers), async (request) => restoreCv(ctx, currentUser(request).id, request.params.id));

  app.get('/api/cvs/:id/versions/', owned(answers({ 200: z.array(cvVersionItemSchema) })), async (request) =>
    listCvVersions(ctx, currentUser(request).id, request.params.id),
  );

  app.get('/api/cvs/:id/versions/:version/', ownedVersion(answers({ 200: cvVersionDetailSchema })), async (request) =>
    getCvVersion(ctx, currentUser(request).id, request.params.id, request.params.version),
  );

  app.post('/api/cvs/:id/versions/:version/restore/', ownedVersion(cvAnswers), async (request) =>
    restoreCvVersion(ctx, currentUser(request).id, request.params.id, request.params.version, request.body),
  );

  // No automatic HEAD route: a HEAD would cost a whole PDF render for nothing.
  // A cached file's key is read by the session's own statement (auth.ts, readWithSession): a
  // repeat download, a cached thumbnail or its 304 waits for one database round trip, as a
  // health check does. (A call the guard did not read for looks the key up on its own.)
  const readRenderKey = (kind: RenderKind) => async (request: FastifyRequest, userId: string, sessionId: string) => {
    const { session, render } = await sessionWithRenderKey(ctx.db, userId, sessionId, idOf(request), kind);
    return { session, read: render };
  };
  const renderKeyRead = (request: FastifyRequest, kind: RenderKind): Promise<CachedRender> =>
    readStartedWithSession<CachedRender | undefined>(request, (req, userId) => lookUpRender(ctx.db, userId, idOf(req), kind, { withBody: false })).then(
      (found) => found ?? Promise.reject(cvNotFound()),
    );
  app.get(
    '/api/cvs/:id/download/',
    { ...owned(binaryAnswers), exposeHeadRoute: false, config: { readWithSession: readRenderKey('pdf') } },
    async (request, reply) => {
      const user = currentUser(request);
      const lane = renderKey({ userId: user.id, ip: request.ip });
      const gate: RenderGate = (work) => app.renderGates.pdf.run(lane, work);
      const { pdf, fileName } = await downloadCv(ctx, user, request.params.id, gate, renderKeyRead(request, 'pdf'));
      return reply.type('application/pdf').header('content-disposition', attachmentDisposition(fileName)).header('cache-control', 'no-store').send(pdf);
    },
  );

  // `?t=` is the client's cache breaker: the answer depends on the saved CV only.
  app.get('/api/cvs/:id/preview-image/', { ...owned(binaryAnswers), config: { readWithSession: readRenderKey('image') } }, async (request, reply) => {
    const userId = currentUser(request).id;
    await ctx.limiter.consume(renderRateLimits.previewImagesPerUser, userId);
    const lane = renderKey({ userId, ip: request.ip });
    const gate: RenderGate = (work) => app.renderGates.previewImage.run(lane, work);
    const result = await cvPreviewImage(ctx, userId, request.params.id, request.headers['if-none-match'], gate, renderKeyRead(request, 'image'));
    reply.header('cache-control', 'private, no-cache').header('etag', result.etag);
    if (result.notModified) return reply.code(304).send();
    return reply.type(result.contentType).send(result.image);
  });

  app.post('/api/cvs/:id/upload-photo/', owned(answers({ 200: photoUploadedSchema })), async (request) =>
    uploadPhoto(ctx, currentUser(request).id, request.params.id, () => readImageField(request)),
  );

  app.delete('/api/cvs/:id/upload-photo/', owned(deletedAnswers), async (request, reply) => {
    await deletePhoto(ctx, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/cvs/:id/photo/', owned(binaryAnswers), async (request, reply) => {
    const photo = await getPhoto(ctx, currentUser(request).id, request.params.id);
    reply.header('cache-control', 'private, no-cache').header('etag', photo.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && etagMatches(ifNoneMatch, photo.etag)) return reply.code(304).send();
    return reply.type(photo.contentType).send(photo.image);
  });
}
