import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import type { LettersContext } from './context.js';
import { lettersRoutes } from './routes.js';

/** Cover letters and their calls; reads the session (auth), the limiter (accounts) and the renderer. */
export const lettersPlugin = fp(
  async (app, opts: { db: Database; now: () => Date }) => {
    const ctx: LettersContext = {
      db: opts.db,
      now: opts.now,
      renderer: app.renderer,
      limiter: app.accounts.limiter,
      log: app.log.child({ module: 'letters' }),
    };
    await app.register(lettersRoutes, { ctx });
  },
  { name: 'letters', dependencies: ['auth', 'accounts', 'rendering', 'cvs'] },
);
