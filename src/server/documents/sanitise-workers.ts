import { attachmentMessages } from '../../domain/dossier/attachment.js';
import { ApiError, type ErrorBody } from '../http/errors.js';
import { WorkerThreads, workerModule } from '../workers/worker-threads.js';
import type { SanitisedUpload } from './sanitise-upload.js';
import type { SanitiseAnswer, SanitiseJob } from './sanitise-worker.js';
import { rejectUpload } from './upload-rejection.js';

/** A file that takes longer than this (or more memory than the limit) is not a document we can take. */
const JOB_TIMEOUT_MS = 60_000;
const WORKER_HEAP_MB = 512;

/**
 * Worker threads that re-write uploads (workers/worker-threads.ts). The caller bounds how many
 * jobs run at once (the documents plugin's gates). A worker that crashes, runs out of memory or
 * overruns the time limit is replaced and the upload refused as unreadable.
 */
export class SanitiseWorkers {
  private readonly threads = new WorkerThreads<Omit<SanitiseJob, 'id'>, SanitiseAnswer>(workerModule(import.meta.url, 'sanitise-worker'), {
    timeoutMs: JOB_TIMEOUT_MS,
    heapMb: WORKER_HEAP_MB,
  });

  async run(bytes: Buffer, fileName: string, declaredType: string): Promise<SanitisedUpload> {
    // A copy of its own, handed over to the worker (the upload's Buffer may share memory).
    const copy = new Uint8Array(new ArrayBuffer(bytes.length));
    copy.set(bytes);
    let answer: SanitiseAnswer;
    try {
      answer = await this.threads.run({ bytes: copy, fileName, declaredType }, [copy.buffer]);
    } catch {
      return rejectUpload(attachmentMessages.unreadable);
    }
    if (answer.ok) {
      return { content: Buffer.from(answer.content), contentType: answer.contentType, pageCount: answer.pageCount, thumbnail: Buffer.from(answer.thumbnail) };
    }
    // A refusal with its French reason, or a file that broke the re-writing in an unforeseen way.
    if ('body' in answer) throw new ApiError(answer.status, answer.body as ErrorBody);
    return rejectUpload(attachmentMessages.unreadable);
  }

  close(): Promise<void> {
    return this.threads.close();
  }
}
