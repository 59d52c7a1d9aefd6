import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../cvs/content-disposition.js';
import { currentUser } from '../http/auth.js';
import { personalDataRoutes } from '../http/personal-data-routes.js';
import { renderRateLimits } from '../http/rate-limit.js';
import { answers, anyObject, binaryAnswerSchema, looseObject, noContentSchema } from '../http/response-schemas.js';
import { renderKey } from '../rendering/fair-gate.js';
import { createApplication, deleteApplication, downloadApplication, estimateApplication, listApplications } from './application-store.js';
import type { DossiersContext } from './context.js';

const params = z.object({ id: z.string() });
const BODY_LIMIT = 64 * 1024;

const applicationSchema = looseObject({
  id: z.string(),
  company: z.string(),
  position: z.string(),
  cv_id: z.string().nullable(),
  letter_id: z.string().nullable(),
  attachment_ids: z.array(z.string()),
  options: anyObject,
  parts: z.array(looseObject({ type: z.string(), title: z.string(), pages: z.number() })),
  page_count: z.number(),
  byte_size: z.number(),
  file_name: z.string(),
  created_at: z.string(),
  download_url: z.string(),
});
const estimateSchema = looseObject({ page_count: z.number(), estimated_bytes: z.number(), target_bytes: z.number(), over_target: z.boolean() });

/** « Mes candidatures »: the calls under /api/applications/. */
export async function applicationsRoutes(root: FastifyInstance, opts: { ctx: DossiersContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  await personalDataRoutes(app);

  app.get('/api/applications/', { preHandler: app.requireUser, schema: { response: answers({ 200: z.array(applicationSchema) }) } }, async (request) =>
    listApplications(ctx, currentUser(request).id),
  );

  // Both make the whole file (Chromium for the letter, CV and cover; pdf-lib and sharp on a
  // worker thread): limited per user and run through the user's PDF render gate.
  app.post(
    '/api/applications/estimate/',
    { preHandler: app.requireUser, bodyLimit: BODY_LIMIT, schema: { response: answers({ 200: estimateSchema }) } },
    async (request) => {
      const user = currentUser(request);
      await ctx.limiter.consume(renderRateLimits.applicationFilesPerUser, user.id);
      return app.renderGates.pdf.run(renderKey({ userId: user.id, ip: request.ip }), () => estimateApplication(ctx, user, request.body));
    },
  );

  app.post(
    '/api/applications/create/',
    { preHandler: app.requireUser, bodyLimit: BODY_LIMIT, schema: { response: answers({ 201: applicationSchema }) } },
    async (request, reply) => {
      const user = currentUser(request);
      await ctx.limiter.consume(renderRateLimits.applicationFilesPerUser, user.id);
      const created = await app.renderGates.pdf.run(renderKey({ userId: user.id, ip: request.ip }), () => createApplication(ctx, user, request.body));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/applications/:id/download/',
    { preHandler: app.requireUser, schema: { params, response: answers({ 200: binaryAnswerSchema }) }, exposeHeadRoute: false },
    async (request, reply) => {
      const { pdf, fileName } = await downloadApplication(ctx, currentUser(request).id, request.params.id);
      return reply.type('application/pdf').header('content-disposition', attachmentDisposition(fileName)).send(pdf);
    },
  );

  app.delete(
    '/api/applications/:id/',
    { preHandler: app.requireUser, schema: { params, response: answers({ 204: noContentSchema }) } },
    async (request, reply) => {
      await deleteApplication(ctx, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}
