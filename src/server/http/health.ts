import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { httpMessages } from '../../domain/messages.js';
import type { DatabaseHandle } from '../db/client.js';
import { looseObject } from './response-schemas.js';

/** `{status: 'ok'}`, or `{status: 'error', detail}` with a 503. */
const healthSchema = looseObject({ status: z.enum(['ok', 'error']), detail: z.string().optional() });

const PING_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }): Promise<void> {
  app.get('/api/health/', { logLevel: 'warn', schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    let reachable = true;
    try {
      await Promise.race([
        opts.database.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        }),
      ]);
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      reachable = false;
    } finally {
      clearTimeout(timer);
    }
    reply.header('cache-control', 'no-store');
    return reachable ? reply.send({ status: 'ok' }) : reply.code(503).send({ status: 'error', detail: httpMessages.databaseUnavailable });
  });
}
