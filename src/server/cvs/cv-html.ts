import { availableParallelism } from 'node:os';
import type { CvDocument } from '../../domain/cv/cv-schema.js';
import { renderCvHtml, type RenderCvOptions } from '../../templates/render-cv-html.js';
import { renderingErrors } from '../rendering/render-errors.js';
import { JobDeadlineError, PoolSaturatedError, WorkerPool, workerModule } from '../workers/worker-pool.js';
import type { CvHtmlJob } from './cv-html-worker.js';

/**
 * CVs whose text (their JSON) is longer than this are written as HTML on a worker thread. A
 * CV of ordinary length (a 3-page CV is 10-20 KB) costs 1-7 ms on this thread, less than the
 * round trip to a worker; the cost grows with the text (a 300 KB CV: 100-170 ms), so past this
 * length the event loop only posts the CV and waits.
 */
export const OFF_THREAD_CHARS = 48 * 1024;
const DEADLINE_MS = 10_000;

let pool: WorkerPool<CvHtmlJob, string> | undefined;

/** The workers, started on first use and kept (unreferenced: they never hold the process). */
function workers(): WorkerPool<CvHtmlJob, string> {
  pool ??= new WorkerPool<CvHtmlJob, string>({
    source: workerModule(import.meta.url, 'cv-html-worker'),
    size: Math.max(1, Math.min(2, availableParallelism() - 1)),
    maxQueue: 16,
    queueTimeoutMs: DEADLINE_MS,
    heapMb: 256,
  });
  return pool;
}

/** How many CVs were written on a worker (tests). */
export const cvHtmlWorkerStats = () => workers().stats();

/**
 * The CV's HTML (renderCvHtml), written on this thread for a CV of ordinary length and on a
 * worker thread, under a deadline, past OFF_THREAD_CHARS. `length` is the length of the CV's
 * text as it arrived (the request body) or as stored. A full pool or an overrun deadline is the
 * renderer's French 503.
 */
export async function cvHtmlOffTheLoop(document: CvDocument, options: RenderCvOptions, length: number): Promise<string> {
  if (length <= OFF_THREAD_CHARS) return renderCvHtml(document, options);
  try {
    return await workers().run({ document, options }, { deadlineMs: DEADLINE_MS });
  } catch (err) {
    if (err instanceof PoolSaturatedError) throw renderingErrors.overloaded();
    if (err instanceof JobDeadlineError) throw renderingErrors.timeout();
    throw err;
  }
}
