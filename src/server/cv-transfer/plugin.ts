import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import type { CvsContext } from '../cvs/context.js';
import { ImportPool, type ImportPoolOptions } from './import-pool.js';
import { cvTransferRoutes } from './routes.js';

/** CV import (any visitor) and the Word, text and JSON exports (premium), in their own scope (their own upload limit). */
export const cvTransferPlugin = fp(
  async (app, opts: { db: Database; now: () => Date; importPool?: ImportPoolOptions }) => {
    const ctx: CvsContext = {
      db: opts.db,
      now: opts.now,
      renderer: app.renderer,
      limiter: app.accounts.limiter,
      log: app.log.child({ module: 'cv-transfer' }),
    };
    const pool = new ImportPool(opts.importPool);
    app.addHook('onClose', () => pool.close());
    await app.register(cvTransferRoutes, { ctx, pool });
  },
  { name: 'cv-transfer', dependencies: ['auth', 'accounts', 'rendering'] },
);
