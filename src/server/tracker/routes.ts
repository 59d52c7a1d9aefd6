import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRACKER_LIMITS } from '../../domain/tracker/tracked-application.js';
import { attachmentDisposition } from '../cvs/content-disposition.js';
import { currentUser } from '../http/auth.js';
import { personalDataRoutes } from '../http/personal-data-routes.js';
import { answers, binaryAnswerSchema, looseObject, noContentSchema } from '../http/response-schemas.js';
import { renderKey } from '../rendering/fair-gate.js';
import {
  createTrackedApplication,
  deleteTrackedApplication,
  getTrackedApplication,
  listTrackedApplications,
  markFollowedUp,
  trackExistingDossier,
  untrackedDossiers,
  updateTrackedApplication,
} from './application-store.js';
import type { TrackerContext } from './context.js';
import { importApplications } from './import-applications.js';
import { exportTrackerCsv, makeProof, type MadeFile } from './proof-files.js';
import { trackerRateLimits } from './rate-limits.js';
import { getTrackerSettings, updateTrackerSettings } from './settings-store.js';

const params = z.object({ id: z.string() });

const applicationSchema = looseObject({
  id: z.string(),
  company: z.string(),
  position: z.string(),
  status: z.string(),
  sent_on: z.string().nullable(),
  status_history: z.array(looseObject({ status: z.string(), at: z.string() })),
  follow_up_on: z.string().nullable(),
  dossier: looseObject({ id: z.string(), file_name: z.string(), download_url: z.string() }).nullable(),
  created_at: z.string(),
});
const settingsSchema = looseObject({
  monthly_target: z.number().nullable(),
  follow_up_days: z.number(),
  follow_up_reminders: z.boolean(),
  interview_reminders: z.boolean(),
  monthly_reminder: z.boolean(),
  proof_name: z.string(),
  proof_address: z.string(),
  proof_person_number: z.string(),
  proof_language: z.string(),
});
const importSchema = looseObject({
  dry_run: z.boolean(),
  total_rows: z.number(),
  ready: z.number(),
  imported: z.number(),
  errors: z.array(z.string()),
  more_errors: z.number(),
  ignored_columns: z.array(z.string()),
});
const dossierSchema = looseObject({ id: z.string(), company: z.string(), position: z.string(), created_at: z.string() });

/** The JSON body of an import: the text of a 2,000-row spreadsheet, escaped. */
const IMPORT_BODY_LIMIT = TRACKER_LIMITS.maxImportBytes * 2 + 4096;
const BODY_LIMIT = 128 * 1024;

/** « Mes candidatures » as a job search: the calls under /api/tracker/. */
export async function trackerRoutes(root: FastifyInstance, opts: { ctx: TrackerContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;
  await personalDataRoutes(app);
  const guarded = { preHandler: app.requireUser };
  const sendFile = (reply: FastifyReply, file: MadeFile) =>
    reply.type(file.contentType).header('content-disposition', attachmentDisposition(file.fileName)).send(file.body);

  app.get('/api/tracker/applications/', { ...guarded, schema: { response: answers({ 200: z.array(applicationSchema) }) } }, async (request) =>
    listTrackedApplications(ctx, currentUser(request).id),
  );

  app.post(
    '/api/tracker/applications/',
    { ...guarded, bodyLimit: BODY_LIMIT, schema: { response: answers({ 201: applicationSchema }) } },
    async (request, reply) => {
      return reply.code(201).send(await createTrackedApplication(ctx, currentUser(request).id, request.body));
    },
  );

  app.post('/api/tracker/applications/from-dossier/', { ...guarded, schema: { response: answers({ 201: applicationSchema }) } }, async (request, reply) => {
    return reply.code(201).send(await trackExistingDossier(ctx, currentUser(request).id, request.body));
  });

  app.get('/api/tracker/applications/:id/', { ...guarded, schema: { params, response: answers({ 200: applicationSchema }) } }, async (request) =>
    getTrackedApplication(ctx, currentUser(request).id, request.params.id),
  );

  app.patch(
    '/api/tracker/applications/:id/',
    { ...guarded, bodyLimit: BODY_LIMIT, schema: { params, response: answers({ 200: applicationSchema }) } },
    async (request) => updateTrackedApplication(ctx, currentUser(request).id, request.params.id, request.body),
  );

  app.post('/api/tracker/applications/:id/follow-up/', { ...guarded, schema: { params, response: answers({ 200: applicationSchema }) } }, async (request) =>
    markFollowedUp(ctx, currentUser(request).id, request.params.id),
  );

  app.delete('/api/tracker/applications/:id/', { ...guarded, schema: { params, response: answers({ 204: noContentSchema }) } }, async (request, reply) => {
    await deleteTrackedApplication(ctx, currentUser(request).id, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/tracker/dossiers/untracked/', { ...guarded, schema: { response: answers({ 200: z.array(dossierSchema) }) } }, async (request) =>
    untrackedDossiers(ctx, currentUser(request).id),
  );

  app.get('/api/tracker/settings/', { ...guarded, schema: { response: answers({ 200: settingsSchema }) } }, async (request) =>
    getTrackerSettings(ctx.db, currentUser(request).id),
  );

  app.put('/api/tracker/settings/', { ...guarded, schema: { response: answers({ 200: settingsSchema }) } }, async (request) =>
    updateTrackerSettings(ctx.db, currentUser(request).id, request.body, ctx.now()),
  );

  // The proof is free (a duty, not a feature): limited like any render, through the user's PDF lane.
  app.post('/api/tracker/proof/', { ...guarded, schema: { response: answers({ 200: binaryAnswerSchema }) } }, async (request, reply) => {
    const user = currentUser(request);
    await ctx.limiter.consume(trackerRateLimits.proofsPerUser, user.id);
    const file = await app.renderGates.pdf.run(renderKey({ userId: user.id, ip: request.ip }), () => makeProof(ctx, user.id, request.body));
    return sendFile(reply, file);
  });

  app.get(
    '/api/tracker/export/',
    { ...guarded, schema: { response: answers({ 200: binaryAnswerSchema }) }, exposeHeadRoute: false },
    async (request, reply) => {
      const user = currentUser(request);
      await ctx.limiter.consume(trackerRateLimits.exportsPerUser, user.id);
      return sendFile(reply, await exportTrackerCsv(ctx, user.id));
    },
  );

  app.post('/api/tracker/import/', { ...guarded, bodyLimit: IMPORT_BODY_LIMIT, schema: { response: answers({ 200: importSchema }) } }, async (request) => {
    const user = currentUser(request);
    await ctx.limiter.consume(trackerRateLimits.importsPerUser, user.id);
    return ctx.importGate.run(user.id, () => importApplications(ctx, user.id, request.body));
  });
}
