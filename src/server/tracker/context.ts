import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { Mailer } from '../mail/plugin.js';
import type { FairGate } from '../rendering/fair-gate.js';
import type { Renderer } from '../rendering/renderer.js';
import type { ImportWorkers } from './import-workers.js';

/** What the tracker's operations work with. */
export interface TrackerContext {
  db: Database;
  now: () => Date;
  config: Config;
  renderer: Renderer;
  limiter: RateLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  importer: ImportWorkers;
  /** One import at a time per user: another waits briefly, then 429 (the pool bounds the process). */
  importGate: FairGate;
}
