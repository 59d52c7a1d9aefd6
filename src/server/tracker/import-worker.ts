import { parentPort } from 'node:worker_threads';
import { parseTrackerImport, TrackerImportError, type ImportResult } from '../../domain/tracker/csv-import.js';

/**
 * The worker thread that reads an imported spreadsheet (import-workers.ts starts it): a
 * 2,000-row file is parsed, its dates and columns read, in a thread of its own, never on the
 * app's event loop.
 */
export interface ImportJob {
  id: number;
  text: string;
  today: string;
}

export type ImportAnswer = { id: number; ok: true; result: ImportResult } | { id: number; ok: false; message: string | null };

const port = parentPort;
if (port) {
  port.on('message', (job: ImportJob) => {
    let answer: ImportAnswer;
    try {
      answer = { id: job.id, ok: true, result: parseTrackerImport(job.text, job.today) };
    } catch (err) {
      answer = { id: job.id, ok: false, message: err instanceof TrackerImportError ? err.message : null };
    }
    port.postMessage(answer);
  });
}
