import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { RateLimiter } from '../http/rate-limit.js';
import type { FairGate } from '../rendering/fair-gate.js';

/** What the document operations work with. */
export interface DocumentsContext {
  db: Database;
  now: () => Date;
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  /**
   * Bounds the re-writing of uploads (pdf-lib and PDFium run on this thread): one per user at a
   * time, and a few in the whole process; past the queue, a 429 at once.
   */
  sanitiseGates: { perUser: FairGate; process: FairGate };
}
