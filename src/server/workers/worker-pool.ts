import { Worker } from 'node:worker_threads';
import type { JobAnswer, JobMessage } from './worker-job.js';

/**
 * A worker thread for `source`. The compiled server runs the worker's .js file; tests and
 * `npm run dev` run TypeScript sources, which a worker thread can only load through tsx's loader
 * (a development dependency).
 */
export function startWorker(source: URL, heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: Math.min(64, Math.max(16, heapMb / 8)) } };
  if (source.pathname.endsWith('.js')) return new Worker(source, options);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** The module next to `importMetaUrl` named `name`, as .ts in sources and .js once built. */
export const workerModule = (importMetaUrl: string, name: string) => new URL(`./${name}${importMetaUrl.endsWith('.ts') ? '.ts' : '.js'}`, importMetaUrl);

/** Every worker busy and the queue full, or a job waited longer than the queue allows. */
export class PoolSaturatedError extends Error {
  constructor() {
    super('worker pool saturated');
    this.name = 'PoolSaturatedError';
  }
}

/** The job ran past its deadline: its worker was terminated (whatever it was doing). */
export class JobDeadlineError extends Error {
  constructor(readonly deadlineMs: number) {
    super(`worker job over its ${deadlineMs} ms deadline`);
    this.name = 'JobDeadlineError';
  }
}

/** The worker died under the job: an uncaught error, a crash, or its heap limit. */
export class WorkerFailedError extends Error {
  constructor(cause: unknown) {
    super('worker failed', { cause });
    this.name = 'WorkerFailedError';
  }
}

export interface WorkerPoolOptions {
  /** The worker module (it calls `serveJobs`). */
  source: URL;
  /** Workers at most; jobs beyond them wait in the queue. */
  size: number;
  /** Jobs that may wait; one more is refused at once with PoolSaturatedError. */
  maxQueue: number;
  /** How long a job may wait for a worker before it is refused (PoolSaturatedError). */
  queueTimeoutMs: number;
  /** Old-generation heap of each worker: a job that needs more kills its worker, not the app. */
  heapMb: number;
}

interface Slot {
  worker: Worker;
  busy: boolean;
}

interface Waiting {
  start: (slot: Slot) => void;
  timer: NodeJS.Timeout;
}

export interface PoolStats {
  workers: number;
  busy: number;
  queued: number;
  /** Workers ended for a deadline, a crash or a heap overrun since the pool started. */
  terminated: number;
  completed: number;
}

/**
 * A bounded pool of worker threads for work on untrusted input. The event loop only posts the
 * job and waits: each job runs in a worker under a hard deadline, after which the worker is
 * terminated (a stuck parser cannot be asked to stop) and replaced on the next job. Workers
 * start on first use and are kept.
 */
export class WorkerPool<Job, Answer> {
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;
  private terminated = 0;
  private completed = 0;

  constructor(private readonly options: WorkerPoolOptions) {}

  /** Runs `job` in a worker; `transfer` lists buffers handed over without a copy. */
  async run(job: Job, { deadlineMs, transfer = [] }: { deadlineMs: number; transfer?: ArrayBuffer[] }): Promise<Answer> {
    const slot = await this.acquire();
    try {
      return await this.execute(slot, job, deadlineMs, transfer);
    } finally {
      this.release(slot);
    }
  }

  stats(): PoolStats {
    return {
      workers: this.slots.length,
      busy: this.slots.filter((s) => s.busy).length,
      queued: this.queue.length,
      terminated: this.terminated,
      completed: this.completed,
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) clearTimeout(waiting.timer);
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new PoolSaturatedError());
    const idle = this.slots.find((s) => !s.busy);
    if (idle) {
      idle.busy = true;
      return Promise.resolve(idle);
    }
    if (this.slots.length < this.options.size) {
      const slot = { worker: startWorker(this.options.source, this.options.heapMb), busy: true };
      slot.worker.unref();
      this.slots.push(slot);
      return Promise.resolve(slot);
    }
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(new PoolSaturatedError());
    return new Promise<Slot>((resolve, reject) => {
      const waiting: Waiting = {
        start: resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiting), 1);
          reject(new PoolSaturatedError());
        }, this.options.queueTimeoutMs),
      };
      this.queue.push(waiting);
    });
  }

  private release(slot: Slot): void {
    if (!this.slots.includes(slot)) {
      // Its worker was terminated: a fresh one for whoever waits.
      const next = this.queue.shift();
      if (next && !this.closed) {
        clearTimeout(next.timer);
        const fresh = { worker: startWorker(this.options.source, this.options.heapMb), busy: true };
        fresh.worker.unref();
        this.slots.push(fresh);
        next.start(fresh);
      }
      return;
    }
    const next = this.queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start(slot);
    } else slot.busy = false;
  }

  private drop(slot: Slot): void {
    const at = this.slots.indexOf(slot);
    if (at >= 0) this.slots.splice(at, 1);
    this.terminated += 1;
    void slot.worker.terminate();
  }

  private execute(slot: Slot, job: Job, deadlineMs: number, transfer: ArrayBuffer[]): Promise<Answer> {
    const { worker } = slot;
    const id = this.nextId++;
    return new Promise<Answer>((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const timer = setTimeout(() => {
        finish();
        this.drop(slot);
        reject(new JobDeadlineError(deadlineMs));
      }, deadlineMs);
      const onMessage = (message: JobAnswer<Answer>) => {
        if (message.id !== id) return;
        finish();
        if (message.ok) {
          this.completed += 1;
          resolve(message.answer);
        } else {
          // The handler threw something it could not answer: the worker's state is suspect.
          this.drop(slot);
          reject(new WorkerFailedError(message.error));
        }
      };
      const onError = (err: Error) => {
        finish();
        this.drop(slot);
        reject(new WorkerFailedError(err));
      };
      const onExit = (code: number) => {
        finish();
        this.drop(slot);
        reject(new WorkerFailedError(new Error(`worker exited with code ${code}`)));
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      const message: JobMessage<Job> = { id, job };
      worker.postMessage(message, transfer);
    });
  }
}
