import type { ImportResult } from '../../domain/tracker/csv-import.js';
import { ApiError } from '../http/errors.js';
import { WorkerThreads, workerModule } from '../workers/worker-threads.js';
import type { ImportAnswer, ImportJob } from './import-worker.js';

/** A spreadsheet that takes longer than this to read is refused (2,000 rows take well under a second). */
const JOB_TIMEOUT_MS = 20_000;
const WORKER_HEAP_MB = 256;

export const importRefusals = {
  unreadable: 'Ce fichier n’a pas pu être lu. Enregistrez-le au format CSV (séparateur point-virgule) depuis votre tableur, puis réessayez.',
} as const;

/** Reads imported spreadsheets in a worker thread with a deadline (workers/worker-threads.ts). */
export class ImportWorkers {
  private readonly threads = new WorkerThreads<Omit<ImportJob, 'id'>, ImportAnswer>(workerModule(import.meta.url, 'import-worker'), {
    timeoutMs: JOB_TIMEOUT_MS,
    heapMb: WORKER_HEAP_MB,
  });

  /** The rows read, or a 400 with the French reason the file cannot be taken. */
  async read(text: string, today: string): Promise<ImportResult> {
    let answer: ImportAnswer;
    try {
      answer = await this.threads.run({ text, today });
    } catch {
      throw new ApiError(400, { non_field_errors: [importRefusals.unreadable] });
    }
    if (answer.ok) return answer.result;
    throw new ApiError(400, { non_field_errors: [answer.message ?? importRefusals.unreadable] });
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
