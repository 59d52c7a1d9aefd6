import type { FastifyBaseLogger } from 'fastify';
import { httpMessages } from '../../domain/messages.js';
import type { Database } from '../db/client.js';
import { detailError } from '../http/errors.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Renderer } from '../rendering/renderer.js';

/** What every CV operation works with. */
export interface CvsContext {
  db: Database;
  now: () => Date;
  renderer: Renderer;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
}

/**
 * Another user's CV (or photo) answers exactly like a CV that does not exist, so that nobody
 * learns which ids exist.
 */
export const cvNotFound = () => detailError(404, httpMessages.notFound);
