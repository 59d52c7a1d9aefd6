import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { FairGate } from '../rendering/fair-gate.js';
import type { SanitiseWorkers } from './sanitise-workers.js';

/** What the document operations work with. */
export interface DocumentsContext {
  db: Database;
  now: () => Date;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /** The worker threads that re-write uploads, off the event loop. */
  sanitiser: SanitiseWorkers;
  /**
   * Bounds the re-writing of uploads (memory and CPU): one per user at a time, and as many in
   * the whole process as there are workers; past the queues, a 429 at once.
   */
  sanitiseGates: { perUser: FairGate; process: FairGate };
  /** « Ouvrir »: the pages a user's viewer asks for, a few at a time, past the queue a 429. */
  viewGates: { perUser: FairGate };
}
