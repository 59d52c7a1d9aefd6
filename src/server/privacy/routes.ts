import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '../../domain/privacy/account-data.js';
import { attachmentDisposition } from '../cvs/content-disposition.js';
import { currentUser } from '../http/auth.js';
import { answers, binaryAnswerSchema, detailAnswerSchema, looseObject } from '../http/response-schemas.js';
import { accountDataSummary, deleteOwnAccount } from './account-deletion.js';
import type { PrivacyContext } from './context.js';
import { getDataExport, listDataExports, openDataExport, requestDataExport } from './data-exports.js';

const exportSchema = looseObject({
  id: z.string(),
  status: z.enum(['preparing', 'ready', 'failed']),
  file_name: z.string(),
  byte_size: z.number(),
  file_count: z.number(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string(),
  download_url: z.string().nullable(),
  download_expires_at: z.string().nullable(),
});
const exportAnswerSchema = looseObject({ export: exportSchema, detail: z.string().optional() });

const summarySchema = looseObject({
  email: z.string(),
  counts: looseObject({ cvs: z.number(), cvs_in_bin: z.number(), letters: z.number(), documents: z.number(), applications: z.number() }),
  other: z.array(looseObject({ label: z.string(), rows: z.number() })),
  linked_providers: z.array(z.string()),
  subscription: looseObject({ plan_type: z.string().nullable(), is_trial: z.boolean(), paid_until: z.string().nullable(), renews: z.boolean() }).nullable(),
  payments: z.number(),
  reauth: looseObject({ method: z.enum(['password', 'social']) }),
  export_in_background: z.boolean(),
});

const params = z.object({ id: z.string() });

/** A missing (or non-object) body reads as `{}`, so that each missing field gets its own French message. */
const body = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {}), schema);

/** « Mes données »: what the account holds, its erasure, and copies of it (under /api/accounts/data/). */
export async function privacyRoutes(root: FastifyInstance, opts: { ctx: PrivacyContext }): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { ctx } = opts;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/accounts/data/summary/', { preHandler: app.requireUser, schema: { response: answers({ 200: summarySchema }) } }, async (request) =>
    accountDataSummary(ctx, currentUser(request), request.sessionId!),
  );

  app.post(
    '/api/accounts/data/delete/',
    { preHandler: app.requireUser, schema: { body: body(deleteAccountRequestSchema), response: answers({ 200: detailAnswerSchema }) } },
    async (request) => deleteOwnAccount(ctx, currentUser(request), request.sessionId!, request.body),
  );

  app.post(
    '/api/accounts/data/export/',
    { preHandler: app.requireUser, schema: { response: answers({ 200: exportAnswerSchema, 202: exportAnswerSchema }) } },
    async (request, reply) => {
      const { status, view, detail } = await requestDataExport(ctx, currentUser(request));
      return reply.code(status).send(detail ? { export: view, detail } : { export: view });
    },
  );

  app.get(
    '/api/accounts/data/exports/',
    { preHandler: app.requireUser, schema: { response: answers({ 200: looseObject({ exports: z.array(exportSchema) }) }) } },
    async (request) => ({
      exports: await listDataExports(ctx, currentUser(request).id),
    }),
  );

  app.get(
    '/api/accounts/data/exports/:id/',
    { preHandler: app.requireUser, schema: { params, response: answers({ 200: exportAnswerSchema }) } },
    async (request) => ({
      export: await getDataExport(ctx, currentUser(request).id, request.params.id),
    }),
  );

  // No bearer here: the browser opens this address as a download; the ticket stands for the owner.
  app.get(
    '/api/accounts/data/exports/:id/file/',
    {
      schema: { params, querystring: z.object({ ticket: z.string().max(200).optional() }), response: answers({ 200: binaryAnswerSchema }) },
      exposeHeadRoute: false,
    },
    async (request, reply) => {
      const { row, stream } = await openDataExport(ctx, request.params.id, request.query.ticket);
      return reply
        .type('application/zip')
        .header('content-length', String(row.byteSize))
        .header('content-disposition', attachmentDisposition(row.fileName))
        .send(stream);
    },
  );
}
