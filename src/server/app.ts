import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { accountsPlugin } from './accounts/plugin.js';
import { billingPlugin } from './billing/plugin.js';
import { cvsPlugin } from './cvs/plugin.js';
import { cvTransferPlugin } from './cv-transfer/plugin.js';
import type { ImportPoolOptions } from './cv-transfer/import-pool.js';
import { documentsPlugin } from './documents/plugin.js';
import { dossiersPlugin } from './dossiers/plugin.js';
import { lettersPlugin } from './letters/plugin.js';
import { privacyPlugin } from './privacy/plugin.js';
import { authGuard } from './http/auth.js';
import { drainPlugin } from './http/drain.js';
import { registerErrorHandler } from './http/errors.js';
import { eventLoopLag } from './http/event-loop-lag.js';
import { healthRoutes } from './http/health.js';
import { logRedaction } from './http/log-redaction.js';
import { requestEdge } from './http/request-edge.js';
import { responseSchemaGuard } from './http/response-schema-guard.js';
import { routeTable } from './http/route-table.js';
import { securityHeaders } from './http/security-headers.js';
import { seoRoutes } from './http/seo.js';
import { siteConfigFrom } from './http/site-config.js';
import { webApp } from './http/web-app.js';
import { mailerPlugin } from './mail/plugin.js';
import { prerenderEntry, webDistFolder } from './paths.js';
import { loadPrerenderer, type PrerenderPage } from './http/prerender.js';
import { fairRenderingPlugin } from './rendering/fair-gate.js';
import { renderingPlugin } from './rendering/plugin.js';
import { socialPlugin } from './social/plugin.js';
import { trackerPlugin } from './tracker/plugin.js';
import type { Renderer } from './rendering/renderer.js';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The clock every time-based rule reads; tests move it. */
  now?: () => Date;
  /** Pino options (the redaction of http/log-redaction.ts is always added), or false to stay quiet. */
  logger?: false | Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  /** Where the built web app lives; tests may point elsewhere. */
  webRoot?: string;
  /**
   * Renders the public pages' content into index.html. Default: the built prerendering entry
   * when serving the built web app; null for none.
   */
  prerender?: PrerenderPage | null;
  /** HTML -> PDF/image renderer; the app closes it on close. Default: made from config.rendering. */
  renderer?: Renderer;
  /** How many uploaded CVs are read at once, and how many may wait (tests make it tiny). */
  importPool?: ImportPoolOptions;
}

const REQUEST_BODY_LIMIT = 2 * 1024 * 1024;

/** A hop count as the function Fastify runs for it (its types leave numbers out). */
function fastifyTrustProxy(value: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), ...logRedaction },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: REQUEST_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    // main.ts drains first (http/drain.ts); on close, idle keep-alive connections are closed.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(routeTable);
  await app.register(responseSchemaGuard);
  await app.register(requestEdge);
  await app.register(drainPlugin);
  await app.register(securityHeaders, { config });
  await app.register(compress, { global: true, threshold: 1024 });
  registerErrorHandler(app);

  await app.register(eventLoopLag, { intervalMs: config.eventLoop.reportSeconds * 1000, warnMs: config.eventLoop.warnMs });
  await app.register(healthRoutes, { database: deps.database });
  await app.register(authGuard, { config, db: deps.database.db, now });
  await app.register(mailerPlugin, { config, db: deps.database.db, now });
  await app.register(accountsPlugin, { config, db: deps.database.db, now });
  await app.register(socialPlugin, { config, db: deps.database.db, now });
  await app.register(billingPlugin, { config, db: deps.database.db, now });
  await app.register(renderingPlugin, { config, renderer: deps.renderer });
  await app.register(fairRenderingPlugin);
  await app.register(cvsPlugin, { db: deps.database.db, now });
  await app.register(cvTransferPlugin, { db: deps.database.db, now, ...(deps.importPool ? { importPool: deps.importPool } : {}) });
  await app.register(lettersPlugin, { db: deps.database.db, now });
  await app.register(documentsPlugin, { db: deps.database.db, now });
  await app.register(dossiersPlugin, { db: deps.database.db, now });
  await app.register(trackerPlugin, { config, db: deps.database.db, now });
  await app.register(privacyPlugin, { config, db: deps.database.db, now });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });

  const prerender = deps.prerender === undefined ? (deps.webRoot ? undefined : loadPrerenderer(prerenderEntry)) : deps.prerender;
  await app.register(webApp, { root: deps.webRoot ?? webDistFolder, site: siteConfigFrom(config), prerender: prerender ?? undefined });
  return app;
}
