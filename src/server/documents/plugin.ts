import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { FairGate } from '../rendering/fair-gate.js';
import type { DocumentsContext } from './context.js';
import { SanitiseWorkers } from './sanitise-workers.js';
import { documentsRoutes } from './routes.js';

/** Uploads re-written at once in one process: two threads, each up to ~0.5 GB on a hostile file. */
const SANITISE_WORKERS = 2;

/** « Mes documents » (uploaded certificates and diplomas); reads the session (auth) and the limiter (accounts). */
export const documentsPlugin = fp(
  async (app, opts: { db: Database; now: () => Date }) => {
    const sanitiser = new SanitiseWorkers();
    const ctx: DocumentsContext = {
      db: opts.db,
      now: opts.now,
      limiter: app.accounts.limiter,
      log: app.log.child({ module: 'documents' }),
      sanitiser,
      sanitiseGates: { perUser: new FairGate({ concurrency: 1, queue: 2 }), process: new FairGate({ concurrency: SANITISE_WORKERS, queue: 16 }) },
      viewGates: { perUser: new FairGate({ concurrency: 1, queue: 8 }) },
    };
    app.addHook('onClose', () => sanitiser.close());
    await app.register(documentsRoutes, { ctx });
  },
  { name: 'documents', dependencies: ['auth', 'accounts'] },
);
