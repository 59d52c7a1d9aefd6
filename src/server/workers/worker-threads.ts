import { Worker, type Transferable } from 'node:worker_threads';

/**
 * Worker threads for synchronous work on untrusted input (rewriting an uploaded PDF, reading a
 * 2,000-row spreadsheet), so that it never holds the app's event loop. Threads start on first
 * use and are kept; each job takes an idle one or starts one. A thread that crashes, runs out of
 * memory or overruns the deadline is ended and the job fails with WorkerFailure; the next job
 * starts a fresh thread. Callers bound how many jobs run at once (their FairGates).
 *
 * The worker module answers each `{id, ...}` message with one `{id, ...}` message.
 */
export class WorkerFailure extends Error {}

interface Slot {
  worker: Worker;
  busy: boolean;
  /** Not yet through its first job: loading the module (and, in development, tsx) counts extra. */
  fresh: boolean;
}

/**
 * Time a new thread may take to load its module before its first job's deadline starts to
 * count: seconds under tsx on a loaded machine, milliseconds for the compiled server.
 */
const STARTUP_ALLOWANCE_MS = 30_000;

/**
 * The compiled server runs the worker's .js file; tests and `npm run dev` run TypeScript
 * sources, which a worker thread can only load through tsx's loader (a development dependency).
 */
function startWorker(source: URL, heapMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: heapMb } };
  if (source.pathname.endsWith('.js')) return new Worker(source, options);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** The worker module beside `importMetaUrl` named `name` (.js once compiled, .ts in development). */
export function workerModule(importMetaUrl: string, name: string): URL {
  return new URL(`./${name}${importMetaUrl.endsWith('.ts') ? '.ts' : '.js'}`, importMetaUrl);
}

export class WorkerThreads<Job extends object, Answer extends { id: number }> {
  private readonly slots: Slot[] = [];
  private nextId = 1;

  constructor(
    private readonly source: URL,
    private readonly options: { timeoutMs: number; heapMb: number },
  ) {}

  async run(job: Job, transfer: Transferable[] = []): Promise<Answer> {
    let slot = this.slots.find((s) => !s.busy);
    if (!slot) {
      slot = { worker: startWorker(this.source, this.options.heapMb), busy: false, fresh: true };
      this.slots.push(slot);
    }
    slot.busy = true;
    const { worker } = slot;
    const id = this.nextId++;
    const deadline = this.options.timeoutMs + (slot.fresh ? STARTUP_ALLOWANCE_MS : 0);
    try {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new WorkerFailure('worker: time limit')), deadline);
        const done = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        const onMessage = (message: Answer) => {
          if (message.id !== id) return;
          done();
          resolve(message);
        };
        const onError = (err: Error) => {
          done();
          reject(new WorkerFailure(err.message));
        };
        const onExit = () => {
          done();
          reject(new WorkerFailure('worker: exited'));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        worker.postMessage({ ...job, id }, transfer);
      });
      slot.busy = false;
      slot.fresh = false;
      return answer;
    } catch (err) {
      // Crashed, out of memory or stuck on this input: the thread is replaced.
      this.slots.splice(this.slots.indexOf(slot), 1);
      void worker.terminate();
      throw err;
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
