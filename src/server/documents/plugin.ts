import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { FairGate } from '../rendering/fair-gate.js';
import type { DocumentsContext } from './context.js';
import { documentsRoutes } from './routes.js';

/** « Mes documents » (uploaded certificates and diplomas); reads the session (auth) and the limiter (accounts). */
export const documentsPlugin = fp(
  async (app, opts: { db: Database; now: () => Date }) => {
    const ctx: DocumentsContext = {
      db: opts.db,
      now: opts.now,
      limiter: app.accounts.limiter,
      log: app.log.child({ module: 'documents' }),
      sanitiseGates: { perUser: new FairGate({ concurrency: 1, queue: 2 }), process: new FairGate({ concurrency: 2, queue: 16 }) },
    };
    await app.register(documentsRoutes, { ctx });
  },
  { name: 'documents', dependencies: ['auth', 'accounts'] },
);
