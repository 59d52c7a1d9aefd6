import { parentPort } from 'node:worker_threads';
import { ApiError } from '../http/errors.js';
import { sanitiseUpload } from './sanitise-upload.js';

/**
 * The worker thread that re-writes uploads (sanitise-workers.ts starts it): pdf-lib and PDFium
 * run synchronously, and a scanned PDF takes them seconds, which must not be the app's event
 * loop. One job at a time; the answer carries the bytes or the French refusal.
 */
export interface SanitiseJob {
  id: number;
  bytes: Uint8Array;
  fileName: string;
  declaredType: string;
}

export type SanitiseAnswer =
  | { id: number; ok: true; content: Uint8Array; contentType: 'application/pdf' | 'image/jpeg'; pageCount: number; thumbnail: Uint8Array }
  | { id: number; ok: false; status: number; body: unknown }
  | { id: number; ok: false; status: 500 };

const port = parentPort;
if (port) {
  port.on('message', (job: SanitiseJob) => {
    sanitiseUpload(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength), job.fileName, job.declaredType).then(
      (done) => {
        const content = new Uint8Array(done.content);
        const thumbnail = new Uint8Array(done.thumbnail);
        const answer: SanitiseAnswer = { id: job.id, ok: true, content, contentType: done.contentType, pageCount: done.pageCount, thumbnail };
        port.postMessage(answer, [content.buffer, thumbnail.buffer]);
      },
      (err: unknown) => {
        const answer: SanitiseAnswer = err instanceof ApiError ? { id: job.id, ok: false, status: err.statusCode, body: err.body } : { id: job.id, ok: false, status: 500 };
        port.postMessage(answer);
      },
    );
  });
}
