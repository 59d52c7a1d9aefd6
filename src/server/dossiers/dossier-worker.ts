import { parentPort } from 'node:worker_threads';
import { assembleDossier, type DossierSource } from './assemble-dossier.js';

/**
 * The worker thread that merges an application file (dossier-workers.ts starts it): pdf-lib
 * loads, copies and saves every document synchronously and sharp's results are embedded page by
 * page, which stalled the event loop 50-115 ms for a 12-page file. One job at a time. The cover
 * page is rendered by the main thread (Chromium) when the worker says where each part starts.
 */
export interface DossierJob {
  type: 'job';
  id: number;
  sources: Array<{ title: string; kind: DossierSource['kind']; bytes: Uint8Array; shrunk?: Array<[level: number, bytes: Uint8Array]> }>;
  options: { pageNumbers: boolean; targetBytes: number; title: string; author: string; wantCover: boolean; maxPages: number };
}

export type ToWorker = DossierJob | { type: 'cover-pdf'; id: number; bytes: Uint8Array } | { type: 'cover-failed'; id: number };

export type FromWorker =
  | { type: 'cover'; id: number; contents: Array<{ title: string; page: number }> }
  | {
      type: 'done';
      id: number;
      pdf: Uint8Array;
      pageCount: number;
      parts: Array<{ title: string; pages: number }>;
      overTarget: boolean;
      writes: number;
      scanLevels: number[];
      madeLevels: Array<{ source: number; level: number; bytes: Uint8Array }>;
    }
  | { type: 'too-many-pages'; id: number }
  | { type: 'failed'; id: number; message: string };

class TooManyPages extends Error {}

const port = parentPort;
if (port) {
  const covers = new Map<number, { resolve: (bytes: Buffer) => void; reject: (err: Error) => void }>();
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

  const run = async (job: DossierJob) => {
    const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const sources = job.sources.map((s) => ({
      title: s.title,
      kind: s.kind,
      bytes: buffer(s.bytes),
      shrunk: s.shrunk && new Map(s.shrunk.map(([level, bytes]) => [level, buffer(bytes)])),
    }));
    const { wantCover, maxPages, ...options } = job.options;
    try {
      const made = await assembleDossier(sources, {
        ...options,
        checkPageCount: (pages) => {
          if (pages > maxPages) throw new TooManyPages();
        },
        cover: wantCover
          ? (contents) =>
              new Promise<Buffer>((resolve, reject) => {
                covers.set(job.id, { resolve, reject });
                send({ type: 'cover', id: job.id, contents });
              })
          : undefined,
      });
      const pdf = new Uint8Array(made.pdf.buffer, made.pdf.byteOffset, made.pdf.byteLength).slice();
      // Copies of their own (sharp's buffers may share memory), handed over with the file.
      const madeLevels = made.madeLevels.map((m) => ({ source: m.source, level: m.level, bytes: new Uint8Array(m.bytes) }));
      send(
        {
          type: 'done',
          id: job.id,
          pdf,
          pageCount: made.pageCount,
          parts: made.parts,
          overTarget: made.overTarget,
          writes: made.writes,
          scanLevels: made.scanLevels,
          madeLevels,
        },
        [pdf.buffer, ...madeLevels.map((m) => m.bytes.buffer)],
      );
    } catch (err) {
      if (err instanceof TooManyPages) send({ type: 'too-many-pages', id: job.id });
      else send({ type: 'failed', id: job.id, message: err instanceof Error ? err.message : String(err) });
    } finally {
      covers.delete(job.id);
    }
  };

  port.on('message', (message: ToWorker) => {
    if (message.type === 'job') void run(message);
    else if (message.type === 'cover-pdf')
      covers.get(message.id)?.resolve(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    else covers.get(message.id)?.reject(new Error('cover not rendered'));
  });
}
