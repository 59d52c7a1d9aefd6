import type { Worker } from 'node:worker_threads';
import { attachmentMessages } from '../../domain/dossier/attachment.js';
import { ApiError, type ErrorBody } from '../http/errors.js';
import type { SanitisedUpload } from './sanitise-upload.js';
import type { WorkerAnswer, WorkerJob } from './sanitise-worker.js';
import { startWorker as startThread, workerModule } from '../workers/worker-pool.js';
import { rejectUpload } from './upload-rejection.js';

/** A file that takes longer than this (or more memory than the limit) is not a document we can take. */
const JOB_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB = 512;

const workerSource = workerModule(import.meta.url, 'sanitise-worker');

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * Worker threads that re-write uploads, started on first use and kept. The caller bounds how
 * many jobs run at once (the documents plugin's gates); each job takes an idle worker or starts
 * one. A worker that crashes, runs out of memory or overruns the time limit is ended and the
 * upload refused as unreadable; the next job starts a fresh one.
 */
export class SanitiseWorkers {
  private readonly slots: Slot[] = [];
  private nextId = 1;

  /** An upload re-written (sanitise-upload.ts), or its French refusal. */
  async run(bytes: Buffer, fileName: string, declaredType: string): Promise<SanitisedUpload> {
    const answer = await this.dispatch((id, copy) => ({ id, kind: 'sanitise', bytes: copy, fileName, declaredType }), bytes);
    if (answer.kind !== 'sanitise') throw new Error('sanitise: unexpected answer');
    return {
      content: Buffer.from(answer.content),
      contentType: answer.contentType,
      pageCount: answer.pageCount,
      thumbnail: Buffer.from(answer.thumbnail),
      scanLevels: answer.scanLevels.map((c) => ({ level: c.level, content: Buffer.from(c.content) })),
    };
  }

  /** Page `pageIndex` of a stored document as a JPEG `width` pixels wide (document-page.ts). */
  async renderPage(stored: Buffer, contentType: string, pageIndex: number, width: number): Promise<Buffer> {
    const answer = await this.dispatch((id, copy) => ({ id, kind: 'page', bytes: copy, contentType, pageIndex, width }), stored);
    if (answer.kind !== 'page') throw new Error('page: unexpected answer');
    return Buffer.from(answer.image);
  }

  private async dispatch(makeJob: (id: number, copy: Uint8Array) => WorkerJob, bytes: Buffer): Promise<Extract<WorkerAnswer, { ok: true }>> {
    let slot = this.slots.find((s) => !s.busy);
    if (!slot) {
      slot = { worker: startThread(workerSource, WORKER_HEAP_MB), busy: false };
      this.slots.push(slot);
    }
    slot.busy = true;
    const { worker } = slot;
    // A copy of its own, handed over to the worker (the upload's Buffer may share memory).
    const copy = new Uint8Array(new ArrayBuffer(bytes.length));
    copy.set(bytes);
    const job = makeJob(this.nextId++, copy);
    try {
      const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('sanitise: time limit')), JOB_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        const onMessage = (message: WorkerAnswer) => {
          if (message.id !== job.id) return;
          done();
          resolve(message);
        };
        const onError = (err: Error) => {
          done();
          reject(err);
        };
        const onExit = () => {
          done();
          reject(new Error('sanitise: worker exited'));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        worker.postMessage(job, [copy.buffer]);
      });
      slot.busy = false;
      if (answer.ok) return answer;
      // A refusal with its French reason, or a file that broke the work in an unforeseen way.
      if ('body' in answer) throw new ApiError(answer.status, answer.body as ErrorBody);
      return rejectUpload(attachmentMessages.unreadable);
    } catch (err) {
      if (err instanceof ApiError) throw err;
      // Crashed, out of memory or stuck on this file: the worker is replaced.
      this.slots.splice(this.slots.indexOf(slot), 1);
      void worker.terminate();
      return rejectUpload(attachmentMessages.unreadable);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }
}
