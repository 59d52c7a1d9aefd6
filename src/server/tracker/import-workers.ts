import type { ImportResult } from '../../domain/tracker/csv-import.js';
import { httpMessages } from '../../domain/messages.js';
import { ApiError } from '../http/errors.js';
import { JobDeadlineError, PoolSaturatedError, WorkerPool, workerModule } from '../workers/worker-pool.js';
import type { ImportAnswer, ImportJob } from './import-worker.js';

/** A spreadsheet that takes longer than this to read is refused (2,000 rows take well under a second). */
const DEADLINE_MS = 20_000;

export const importRefusals = {
  unreadable: 'Ce fichier n’a pas pu être lu. Enregistrez-le au format CSV (séparateur point-virgule) depuis votre tableur, puis réessayez.',
  timeout: 'Ce fichier a pris trop de temps à lire. Importez-le en plusieurs parties.',
} as const;

/**
 * Reads imported spreadsheets in worker threads (workers/worker-pool.ts): one at a time per
 * process, a short queue (then 503), a hard deadline per file, a heap limit per worker.
 */
export class ImportWorkers {
  private readonly pool = new WorkerPool<ImportJob, ImportAnswer>({
    source: workerModule(import.meta.url, 'import-worker'),
    size: 1,
    maxQueue: 8,
    queueTimeoutMs: 15_000,
    heapMb: 256,
  });

  /** The rows read, or a 400 with the French reason the file cannot be taken. */
  async read(text: string, today: string): Promise<ImportResult> {
    let answer: ImportAnswer;
    try {
      answer = await this.pool.run({ text, today }, { deadlineMs: DEADLINE_MS });
    } catch (err) {
      if (err instanceof PoolSaturatedError) throw new ApiError(503, { detail: httpMessages.serviceUnavailable }, { 'retry-after': '10' });
      throw new ApiError(400, { non_field_errors: [err instanceof JobDeadlineError ? importRefusals.timeout : importRefusals.unreadable] });
    }
    if (answer.ok) return answer.result;
    throw new ApiError(400, { non_field_errors: [answer.message] });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
