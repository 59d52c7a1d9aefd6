import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import type { CvsContext } from '../cvs/context.js';
import { cvTransferRoutes } from './routes.js';

/** CV import (any visitor) and the Word, text and JSON exports (premium), in their own scope (their own upload limit). */
export const cvTransferPlugin = fp(
  async (app, opts: { db: Database; now: () => Date }) => {
    const ctx: CvsContext = { db: opts.db, now: opts.now, renderer: app.renderer, limiter: app.accounts.limiter, log: app.log.child({ module: 'cv-transfer' }) };
    await app.register(cvTransferRoutes, { ctx });
  },
  { name: 'cv-transfer', dependencies: ['auth', 'accounts', 'rendering'] },
);
