import { parentPort } from 'node:worker_threads';

/** What the pool posts to a worker. */
export interface JobMessage<Job> {
  id: number;
  job: Job;
}

/** What a worker posts back: the handler's answer, or what it threw (the pool then replaces it). */
export type JobAnswer<Answer> = { id: number; ok: true; answer: Answer } | { id: number; ok: false; error: string };

/**
 * The worker side of WorkerPool: answers each job with `handle`, one at a time. A handler
 * reports expected refusals inside its answer; a throw is a failure of the worker.
 */
export function serveJobs<Job, Answer>(handle: (job: Job) => Promise<{ answer: Answer; transfer?: ArrayBuffer[] }>): void {
  const port = parentPort;
  if (!port) return;
  port.on('message', (message: JobMessage<Job>) => {
    handle(message.job).then(
      ({ answer, transfer = [] }) => port.postMessage({ id: message.id, ok: true, answer } satisfies JobAnswer<Answer>, transfer),
      (err: unknown) =>
        port.postMessage({ id: message.id, ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) } satisfies JobAnswer<Answer>),
    );
  });
}
