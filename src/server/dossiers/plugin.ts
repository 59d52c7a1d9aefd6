import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import type { DossiersContext } from './context.js';
import { DossierWorkers } from './dossier-workers.js';
import { applicationsRoutes } from './routes.js';

/** « Mes candidatures » and their merged files; reads the session, the limiter, the renderer and its gates. */
export const dossiersPlugin = fp(
  async (app, opts: { db: Database; now: () => Date }) => {
    const workers = new DossierWorkers();
    app.addHook('onClose', () => workers.close());
    const ctx: DossiersContext = {
      workers,
      db: opts.db,
      now: opts.now,
      renderer: app.renderer,
      limiter: app.accounts.limiter,
      log: app.log.child({ module: 'dossiers' }),
    };
    await app.register(applicationsRoutes, { ctx });
  },
  { name: 'dossiers', dependencies: ['auth', 'accounts', 'rendering', 'fair-rendering', 'cvs', 'letters', 'documents'] },
);
