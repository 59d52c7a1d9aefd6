import { parentPort } from 'node:worker_threads';
import { assembleDossier, type DossierSource } from './assemble-dossier.js';

/**
 * The worker thread that merges an application file (dossier-workers.ts starts it): pdf-lib
 * loads, copies and saves every document synchronously and sharp's results are embedded page by
 * page, which stalled the event loop 50-115 ms for a 12-page file. One job at a time. The cover
 * page is rendered by the main thread (Chromium) when the worker says where each part starts,
 * and the scan copies the file embeds are read by the main thread (the database) once chosen.
 */
export interface DossierJob {
  type: 'job';
  id: number;
  sources: Array<
    | { title: string; kind: 'pdf'; bytes: Uint8Array<ArrayBuffer> }
    | { title: string; kind: 'image'; sizes: Array<[level: number, size: number]>; copies: Array<[level: number, bytes: Uint8Array<ArrayBuffer>]> }
  >;
  options: { pageNumbers: boolean; targetBytes: number; title: string; author: string; wantCover: boolean; maxPages: number };
}

export type ToWorker =
  | DossierJob
  | { type: 'cover-pdf'; id: number; bytes: Uint8Array }
  | { type: 'cover-failed'; id: number }
  | { type: 'scans'; id: number; request: number; copies: Uint8Array[] }
  | { type: 'scans-failed'; id: number; request: number };

export type FromWorker =
  | { type: 'cover'; id: number; contents: Array<{ title: string; page: number }> }
  /** Scan copies to read (AssembleOptions.loadScans), answered by a « scans » message of the same `request`. */
  | { type: 'scans'; id: number; request: number; wanted: Array<{ source: number; level: number }> }
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
  const scanReads = new Map<number, { resolve: (copies: Buffer[]) => void; reject: (err: Error) => void }>();
  let nextRead = 1;
  const send = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  const run = async (job: DossierJob) => {
    const sources: DossierSource[] = job.sources.map((s) =>
      s.kind === 'pdf'
        ? { title: s.title, kind: s.kind, bytes: buffer(s.bytes) }
        : { title: s.title, kind: s.kind, sizes: new Map(s.sizes), copies: new Map(s.copies.map(([level, bytes]) => [level, buffer(bytes)])) },
    );
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
        loadScans: (wanted) =>
          new Promise<Buffer[]>((resolve, reject) => {
            const request = nextRead++;
            scanReads.set(request, { resolve, reject });
            send({ type: 'scans', id: job.id, request, wanted: [...wanted] });
          }),
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
      scanReads.clear();
    }
  };

  port.on('message', (message: ToWorker) => {
    if (message.type === 'job') void run(message);
    else if (message.type === 'cover-pdf') covers.get(message.id)?.resolve(buffer(message.bytes));
    else if (message.type === 'cover-failed') covers.get(message.id)?.reject(new Error('cover not rendered'));
    else {
      const read = scanReads.get(message.request);
      scanReads.delete(message.request);
      if (message.type === 'scans') read?.resolve(message.copies.map(buffer));
      else read?.reject(new Error('scans not read'));
    }
  });
}
