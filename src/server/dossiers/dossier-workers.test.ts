import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, detailError } from '../http/errors.js';
import { scanLikeJpeg, textPdf } from '../testing/documents.js';
import { DossierWorkers, TooManyPagesError } from './dossier-workers.js';

const workers = new DossierWorkers(1);
afterAll(() => workers.close());

const request = async (pages: number) => ({
  sources: [{ title: 'Lettre', kind: 'pdf' as const, bytes: await textPdf('Lettre', pages) }],
  pageNumbers: true,
  targetBytes: 3 * 1024 * 1024,
  title: 'Dossier',
  author: 'Zoé Müller',
  maxPages: 60,
});

describe('merging on worker threads', () => {
  it('merges one file after the other when every worker is busy, with the cover rendered here', async () => {
    const cover = await textPdf('Couverture');
    const seen: Array<Array<{ title: string; page: number }>> = [];
    const made = await Promise.all(
      [1, 2, 3].map(async (pages) => workers.merge({ ...(await request(pages)), cover: async (contents) => (seen.push(contents), cover) })),
    );
    expect(made.map((m) => m.pageCount)).toEqual([2, 3, 4]);
    for (const m of made) expect((await PDFDocument.load(m.pdf)).getPageCount()).toBe(m.pageCount);
    expect(seen).toContainEqual([{ title: 'Lettre', page: 2 }]);
  });

  it('fails with the cover’s own error when it cannot be rendered, and the worker takes the next file', async () => {
    const unavailable = detailError(503, 'Le service de rendu est indisponible.');
    await expect(workers.merge({ ...(await request(1)), cover: () => Promise.reject(unavailable) })).rejects.toBe(unavailable);
    expect((await workers.merge(await request(2))).pageCount).toBe(2);
  });

  it('reads the scans the worker asks for here, and fails with this thread’s own error when it cannot', async () => {
    const scan = await scanLikeJpeg(3);
    const asked: Array<Array<{ source: number; level: number }>> = [];
    const given: Buffer[] = [];
    const scanSource = { title: 'Scan', kind: 'image' as const, sizes: new Map([[0, scan.length]]), copies: new Map<number, Buffer>() };
    const made = await workers.merge({
      ...(await request(1)),
      sources: [scanSource],
      loadScans: (wanted) => {
        asked.push([...wanted]);
        const copy = Buffer.alloc(scan.length);
        scan.copy(copy);
        given.push(copy);
        return Promise.resolve([copy]);
      },
    });
    expect(asked).toEqual([[{ source: 0, level: 0 }]]);
    expect(made.scanLevels).toEqual([0]);
    expect(made.pageCount).toBe(1);
    // Read for the worker and kept nowhere here: handed over, not copied.
    expect(given[0]!.byteLength).toBe(0);

    const gone = detailError(400, 'Ce document n’existe pas ou plus.');
    await expect(workers.merge({ ...(await request(1)), sources: [scanSource], loadScans: () => Promise.reject(gone) })).rejects.toBe(gone);
    expect((await workers.merge(await request(2))).pageCount).toBe(2);
  });

  it('refuses a file over the page limit before merging it', async () => {
    await expect(workers.merge({ ...(await request(5)), maxPages: 4 })).rejects.toBeInstanceOf(TooManyPagesError);
    await expect(workers.merge({ ...(await request(5)), maxPages: 4 })).rejects.not.toBeInstanceOf(ApiError);
  });

  it('hands a given-up source’s memory to the worker instead of copying it, and copies the others', async () => {
    // Own memory (as a database row's bytes), given up; the same shape kept by the caller (a cached PDF).
    const owned = (pdf: Buffer) => {
      const bytes = Buffer.alloc(pdf.length);
      pdf.copy(bytes);
      return bytes;
    };
    const letter = owned(await textPdf('Lettre', 2));
    const kept = owned(await textPdf('CV', 1));
    const shared = Buffer.concat([Buffer.alloc(16), await textPdf('Certificat', 1)]).subarray(16);
    expect(letter.byteLength).toBe(letter.buffer.byteLength);
    const made = await workers.merge({
      ...(await request(1)),
      sources: [
        { title: 'Lettre', kind: 'pdf', bytes: letter, handOver: true },
        { title: 'CV', kind: 'pdf', bytes: kept },
        { title: 'Certificat', kind: 'pdf', bytes: shared, handOver: true },
      ],
    });
    expect(made.pageCount).toBe(4);
    // Handed over: the caller's Buffer no longer holds it.
    expect(letter.byteLength).toBe(0);
    // Copied: the kept one, and one that shares its memory with other bytes.
    expect(kept.byteLength).toBeGreaterThan(0);
    expect(shared.byteLength).toBeGreaterThan(0);
  });
});
