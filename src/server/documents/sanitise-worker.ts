import { parentPort } from 'node:worker_threads';
import { ApiError } from '../http/errors.js';
import { documentPageImage } from './document-page.js';
import { sanitiseUpload } from './sanitise-upload.js';

/**
 * The worker thread that re-writes uploads and draws stored documents' pages
 * (sanitise-workers.ts starts it): pdf-lib and PDFium run synchronously, and a scanned PDF
 * takes them seconds, which must not be the app's event loop. One job at a time; the answer
 * carries the bytes or the French refusal.
 */
export type WorkerJob =
  | { id: number; kind: 'sanitise'; bytes: Uint8Array; fileName: string; declaredType: string }
  | { id: number; kind: 'page'; bytes: Uint8Array; contentType: string; pageIndex: number; width: number };

export type WorkerAnswer =
  | {
      id: number;
      ok: true;
      kind: 'sanitise';
      content: Uint8Array;
      contentType: 'application/pdf' | 'image/jpeg';
      pageCount: number;
      thumbnail: Uint8Array;
      scanLevels: Array<{ level: number; content: Uint8Array }>;
    }
  | { id: number; ok: true; kind: 'page'; image: Uint8Array }
  | { id: number; ok: false; status: number; body: unknown }
  | { id: number; ok: false; status: 500 };

const port = parentPort;

async function work(job: WorkerJob): Promise<{ answer: WorkerAnswer; transfer: ArrayBuffer[] }> {
  const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  if (job.kind === 'page') {
    const image = new Uint8Array(await documentPageImage(bytes, job.contentType, job.pageIndex, job.width));
    return { answer: { id: job.id, ok: true, kind: 'page', image }, transfer: [image.buffer] };
  }
  const done = await sanitiseUpload(bytes, job.fileName, job.declaredType);
  const content = new Uint8Array(done.content);
  const thumbnail = new Uint8Array(done.thumbnail);
  const scanLevels = (done.scanLevels ?? []).map((c) => ({ level: c.level, content: new Uint8Array(c.content) }));
  return {
    answer: { id: job.id, ok: true, kind: 'sanitise', content, contentType: done.contentType, pageCount: done.pageCount, thumbnail, scanLevels },
    transfer: [content.buffer, thumbnail.buffer, ...scanLevels.map((c) => c.content.buffer)],
  };
}

if (port) {
  port.on('message', (job: WorkerJob) => {
    work(job).then(
      ({ answer, transfer }) => port.postMessage(answer, transfer),
      (err: unknown) => {
        const answer: WorkerAnswer =
          err instanceof ApiError ? { id: job.id, ok: false, status: err.statusCode, body: err.body } : { id: job.id, ok: false, status: 500 };
        port.postMessage(answer);
      },
    );
  });
}
