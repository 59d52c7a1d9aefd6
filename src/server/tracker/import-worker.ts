import { parseTrackerImport, TrackerImportError, type ImportResult } from '../../domain/tracker/csv-import.js';
import { serveJobs } from '../workers/worker-job.js';

/**
 * The worker thread that reads an imported spreadsheet (import-workers.ts starts it): a
 * 2,000-row file is parsed, its dates and columns read, in a thread of its own, never on the
 * app's event loop. A file that cannot be read comes back as its French reason.
 */
export interface ImportJob {
  text: string;
  today: string;
}

export type ImportAnswer = { ok: true; result: ImportResult } | { ok: false; message: string };

serveJobs<ImportJob, ImportAnswer>(async ({ text, today }) => {
  try {
    return { answer: { ok: true, result: parseTrackerImport(text, today) } };
  } catch (err) {
    if (err instanceof TrackerImportError) return { answer: { ok: false, message: err.message } };
    throw err;
  }
});
