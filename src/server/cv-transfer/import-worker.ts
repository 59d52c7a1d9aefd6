import type { ImportResult } from '../../domain/cv-import/import-draft.js';
import { CvImportError } from '../../domain/cv-import/messages.js';
import { serveJobs } from '../workers/worker-job.js';
import type { ImportBudget } from './import-budget.js';
import { readCvFile } from './read-cv-file.js';

/** One file to read, handed over (not copied) to the worker. */
export interface ImportJob {
  bytes: Uint8Array;
  budget: ImportBudget;
}

export type ImportAnswer = { ok: true; result: ImportResult } | { ok: false; status: 400 | 413; message: string };

/**
 * The import worker thread (import-pool.ts starts it): every reader of an uploaded file runs
 * here, so that a hostile file costs this thread its time and heap, never the app's event loop.
 * A refusal comes back as its French message; anything else is a failure of the file.
 */
serveJobs<ImportJob, ImportAnswer>(async ({ bytes, budget }) => {
  try {
    return { answer: { ok: true, result: await readCvFile(bytes, budget) } };
  } catch (err) {
    if (err instanceof CvImportError) return { answer: { ok: false, status: err.status, message: err.message } };
    throw err;
  }
});
