import { availableParallelism } from 'node:os';
import type { ImportResult } from '../../domain/cv-import/import-draft.js';
import { CvImportError, importMessages } from '../../domain/cv-import/messages.js';
import { JobDeadlineError, PoolSaturatedError, WorkerPool, workerModule } from '../workers/worker-pool.js';
import type { ImportBudget } from './import-budget.js';
import type { ImportAnswer, ImportJob } from './import-worker.js';

/** The import answered 503: every worker busy and the queue full (the route adds Retry-After). */
export class ImportBusyError extends Error {
  constructor() {
    super(importMessages.busy);
    this.name = 'ImportBusyError';
  }
}

export interface ImportPoolOptions {
  /** Files read at once; the default leaves a core to the app and Chromium. */
  workers?: number;
  /** Files that may wait for a worker; more are answered 503 at once. */
  maxQueue?: number;
  /** How long a file may wait for a worker before the 503. */
  queueTimeoutMs?: number;
}

/**
 * The import's worker threads: a few files read at once per process, a short queue, a hard
 * deadline per file (the worker is terminated at it), a heap limit per worker.
 */
export class ImportPool {
  private readonly pool: WorkerPool<ImportJob, ImportAnswer>;

  constructor({ workers = Math.max(1, Math.min(2, availableParallelism() - 1)), maxQueue = 8, queueTimeoutMs = 15_000 }: ImportPoolOptions = {}) {
    this.pool = new WorkerPool({ source: workerModule(import.meta.url, 'import-worker'), size: workers, maxQueue, queueTimeoutMs, heapMb: 384 });
  }

  async read(bytes: Uint8Array, budget: ImportBudget): Promise<ImportResult> {
    // A copy of its own, handed over to the worker (the upload's Buffer may share its memory).
    const copy = new Uint8Array(new ArrayBuffer(bytes.byteLength));
    copy.set(bytes);
    let answer: ImportAnswer;
    try {
      answer = await this.pool.run({ bytes: copy, budget }, { deadlineMs: budget.deadlineMs, transfer: [copy.buffer] });
    } catch (err) {
      if (err instanceof PoolSaturatedError) throw new ImportBusyError();
      if (err instanceof JobDeadlineError) throw new CvImportError(importMessages.timeout);
      // The worker crashed or ran out of heap on this file.
      throw new CvImportError(importMessages.unreadable);
    }
    if (!answer.ok) throw new CvImportError(answer.message, answer.status);
    return answer.result;
  }

  stats() {
    return this.pool.stats();
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
