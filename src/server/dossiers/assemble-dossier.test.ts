import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../rendering/fixtures/pdf-tools.js';
import { scanLikeJpeg, scannedPdf, textPdf } from '../testing/documents.js';
import { assembleDossier } from './assemble-dossier.js';

const MB = 1024 * 1024;
const options = { pageNumbers: true, title: 'Dossier', author: 'Test' };

describe('merging the documents of an application', () => {
  it('shrinks scans until the file fits the target, and says when PDFs alone are over it', async () => {
    const scans = await Promise.all([1, 2].map((seed) => scanLikeJpeg(seed)));
    const sources = scans.map((bytes, i) => ({ title: `Scan ${i + 1}`, kind: 'image' as const, bytes }));
    const asStored = await assembleDossier(sources, { ...options, targetBytes: 50 * MB });
    const fitted = await assembleDossier(sources, { ...options, targetBytes: 1 * MB });
    expect(asStored.pdf.length).toBeGreaterThan(1 * MB);
    expect(fitted.pdf.length).toBeLessThanOrEqual(1 * MB);
    expect(fitted.overTarget).toBe(false);
    expect((await PDFDocument.load(fitted.pdf)).getPageCount()).toBe(2);

    const heavy = await assembleDossier([{ title: 'Scan PDF', kind: 'pdf', bytes: await scannedPdf([3]) }, ...sources], { ...options, targetBytes: 1 * MB });
    expect(heavy.overTarget).toBe(true);
    expect(heavy.pageCount).toBe(3);
  }, 180_000);

  it('numbers the pages « n / N », leaving the cover unnumbered', async () => {
    const cover = await textPdf('Couverture');
    const made = await assembleDossier([{ title: 'Lettre', kind: 'pdf', bytes: await textPdf('Lettre', 2) }], { ...options, targetBytes: MB, cover: () => Promise.resolve(cover) });
    const pages = (await pdfText(made.pdf)).split('\f');
    expect(made.pageCount).toBe(3);
    expect(pages[0]).not.toMatch(/\d\s*\/\s*3/);
    expect(pages[1]).toMatch(/2\s*\/\s*3/);
    expect(pages[2]).toMatch(/3\s*\/\s*3/);
  });
});
