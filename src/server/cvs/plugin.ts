import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import type { CvsContext } from './context.js';
import { renderCacheWritesSettled } from './cv-rendering.js';
import { cvsRoutes } from './routes.js';

/** CV storage and the CV calls; reads the session (auth), the limiter (accounts) and the renderer. */
export const cvsPlugin = fp(
  async (app, opts: { db: Database; now: () => Date }) => {
    const ctx: CvsContext = {
      db: opts.db,
      now: opts.now,
      renderer: app.renderer,
      limiter: app.accounts.limiter,
      log: app.log.child({ module: 'cvs' }),
    };
    // The database closes after this hook: files being written to the render cache are kept first.
    app.addHook('onClose', async () => renderCacheWritesSettled());
    // Encapsulated: the multipart parser applies to the CV calls only.
    await app.register(cvsRoutes, { ctx });
  },
  { name: 'cvs', dependencies: ['auth', 'accounts', 'rendering'] },
);
