import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { detailError } from '../http/errors.js';
import { startWorker, workerModule } from '../workers/worker-pool.js';
import type { AssembledDossier, DossierSource } from './assemble-dossier.js';
import type { DossierJob, FromWorker, ToWorker } from './dossier-worker.js';

/** A merge not finished this long after it started is abandoned (its worker ended): a 503. */
const JOB_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB = 512;
const workerSource = workerModule(import.meta.url, 'dossier-worker');

export interface MergeRequest {
  sources: readonly DossierSource[];
  pageNumbers: boolean;
  targetBytes: number;
  title: string;
  author: string;
  maxPages: number;
  /** Renders the cover (on this thread: Chromium), told where each document starts. */
  cover?: ((contents: Array<{ title: string; page: number }>) => Promise<Buffer>) | undefined;
  /**
   * Reads scan copies not given in the sources (on this thread: the database), as
   * AssembleOptions.loadScans; the bytes are handed to the worker (copied when they share memory).
   */
  loadScans?: ((wanted: ReadonlyArray<{ source: number; level: number }>) => Promise<Buffer[]>) | undefined;
}

/** `bytes` for the worker: its own memory when it may be handed over and owns all of it, else a copy. */
function forWorker(bytes: Buffer, handOver: boolean): Uint8Array<ArrayBuffer> {
  const memory = bytes.buffer;
  if (handOver && memory instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === memory.byteLength) return new Uint8Array(memory);
  return new Uint8Array(bytes);
}

/** The file would have more than `maxPages` pages (checked before anything heavy is done). */
export class TooManyPagesError extends Error {}

export const dossierTimeoutDetail = 'La préparation du dossier a pris trop de temps. Réessayez dans un moment, ou avec moins de documents.';

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * Worker threads that merge application files (dossier-worker.ts), started on first use and
 * kept, at most one per core: beyond that, merges wait their turn. Not a WorkerPool
 * (workers/worker-pool.ts): a merge talks back mid-job (the cover page is rendered here, by
 * Chromium, once the worker knows where each part starts). A worker that crashes, runs
 * out of memory or overruns the time limit is ended and replaced by the next job.
 */
export class DossierWorkers {
  private readonly slots: Slot[] = [];
  private readonly waiting: Array<() => void> = [];
  private nextId = 1;

  constructor(private readonly maxWorkers = Math.max(1, availableParallelism())) {}

  private async takeSlot(): Promise<Slot> {
    for (;;) {
      const idle = this.slots.find((s) => !s.busy);
      if (idle) {
        idle.busy = true;
        return idle;
      }
      if (this.slots.length < this.maxWorkers) {
        const slot = { worker: startWorker(workerSource, WORKER_HEAP_MB), busy: true };
        this.slots.push(slot);
        return slot;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private release(slot: Slot, broken: boolean): void {
    if (broken) {
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.terminate();
    } else {
      slot.busy = false;
    }
    this.waiting.shift()?.();
  }

  async merge(request: MergeRequest): Promise<AssembledDossier> {
    const slot = await this.takeSlot();
    const { worker } = slot;
    const id = this.nextId++;
    // Handed over to the worker: the caller's own memory when it gives it up (handOver), else
    // copies (a Buffer may share memory with others, or be kept in a cache).
    const sources: DossierJob['sources'] = request.sources.map((s) =>
      s.kind === 'pdf'
        ? { title: s.title, kind: s.kind, bytes: forWorker(s.bytes, s.handOver ?? false) }
        : {
            title: s.title,
            kind: s.kind,
            sizes: [...s.sizes],
            copies: [...s.copies].map(([level, bytes]): [number, Uint8Array<ArrayBuffer>] => [level, forWorker(bytes, s.handOver ?? false)]),
          },
    );
    // The error of what this thread did for the worker (the cover, reading scans) is the merge's error.
    let mainError: unknown;
    let broken = false;
    try {
      return await new Promise<AssembledDossier>((resolve, reject) => {
        const timer = setTimeout(() => {
          broken = true;
          finish();
          reject(detailError(503, dossierTimeoutDetail, 'dossier_timeout'));
        }, JOB_TIMEOUT_MS);
        const post = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
        const onMessage = (message: FromWorker) => {
          if (message.id !== id) return;
          if (message.type === 'cover') {
            request.cover!(message.contents).then(
              (pdf) => {
                const bytes = new Uint8Array(pdf);
                post({ type: 'cover-pdf', id, bytes }, [bytes.buffer]);
              },
              (err: unknown) => {
                mainError = err;
                post({ type: 'cover-failed', id });
              },
            );
            return;
          }
          if (message.type === 'scans') {
            const read = request.loadScans ? request.loadScans(message.wanted) : Promise.reject(new Error('no loadScans for a scan copy'));
            read.then(
              (copies) => {
                const bytes = copies.map((copy) => forWorker(copy, true));
                post({ type: 'scans', id, request: message.request, copies: bytes }, [...new Set(bytes.map((b) => b.buffer))]);
              },
              (err: unknown) => {
                mainError ??= err;
                post({ type: 'scans-failed', id, request: message.request });
              },
            );
            return;
          }
          finish();
          if (message.type === 'done') {
            resolve({
              pdf: Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength),
              pageCount: message.pageCount,
              parts: message.parts,
              overTarget: message.overTarget,
              writes: message.writes,
              scanLevels: message.scanLevels,
              madeLevels: message.madeLevels.map((m) => ({
                source: m.source,
                level: m.level,
                bytes: Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength),
              })),
            });
          } else if (message.type === 'too-many-pages') {
            reject(new TooManyPagesError());
          } else {
            reject(mainError instanceof Error ? mainError : new Error(`dossier merge failed: ${message.message}`));
          }
        };
        const onGone = (err?: unknown) => {
          broken = true;
          finish();
          reject(err instanceof Error ? err : new Error('dossier worker exited'));
        };
        const finish = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onGone);
          worker.off('exit', onGone);
        };
        worker.on('message', onMessage);
        worker.on('error', onGone);
        worker.on('exit', onGone);
        const { cover, loadScans: _loadScans, sources: _sources, ...options } = request;
        post(
          { type: 'job', id, sources, options: { ...options, wantCover: Boolean(cover) } },
          // Each memory once: a source given twice (the same scan) is one ArrayBuffer.
          [...new Set(sources.flatMap((s) => (s.kind === 'pdf' ? [s.bytes.buffer] : s.copies.map(([, bytes]) => bytes.buffer))))],
        );
      });
    } finally {
      this.release(slot, broken);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
