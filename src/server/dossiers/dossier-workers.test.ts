import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError, detailError } from '../http/errors.js';
import { textPdf } from '../testing/documents.js';
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

  it('refuses a file over the page limit before merging it', async () => {
    await expect(workers.merge({ ...(await request(5)), maxPages: 4 })).rejects.toBeInstanceOf(TooManyPagesError);
    await expect(workers.merge({ ...(await request(5)), maxPages: 4 })).rejects.not.toBeInstanceOf(ApiError);
  });
});
