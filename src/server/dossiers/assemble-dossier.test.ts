import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../rendering/fixtures/pdf-tools.js';
import { scanLikeJpeg, scannedPdf, textPdf } from '../testing/documents.js';
import { assembleDossier, fitScans } from './assemble-dossier.js';

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
    // Each scan's level chosen from measured sizes before the file is written: written once.
    expect(asStored.writes).toBe(1);
    expect(asStored.scanLevels).toEqual([0, 0]);
    expect(fitted.writes).toBe(1);
    expect(fitted.scanLevels.every((level) => level > 0)).toBe(true);

    const heavy = await assembleDossier([{ title: 'Scan PDF', kind: 'pdf', bytes: await scannedPdf([3]) }, ...sources], { ...options, targetBytes: 1 * MB });
    expect(heavy.overTarget).toBe(true);
    expect(heavy.pageCount).toBe(3);
  }, 180_000);

  it('numbers the pages « n / N », leaving the cover unnumbered', async () => {
    const cover = await textPdf('Couverture');
    const made = await assembleDossier([{ title: 'Lettre', kind: 'pdf', bytes: await textPdf('Lettre', 2) }], {
      ...options,
      targetBytes: MB,
      cover: () => Promise.resolve(cover),
    });
    const pages = (await pdfText(made.pdf)).split('\f');
    expect(made.pageCount).toBe(3);
    expect(pages[0]).not.toMatch(/\d\s*\/\s*3/);
    expect(pages[1]).toMatch(/2\s*\/\s*3/);
    expect(pages[2]).toMatch(/3\s*\/\s*3/);
  });
});

describe("choosing each scan's shrink level from measured sizes", () => {
  it('shrinks the heaviest scan first, one level at a time, until the scans fit the budget', async () => {
    // Sizes at each level 0-4 of three scans (bytes): a heavy photo, a light scan, a middling one.
    const table = [
      [900, 600, 400, 250, 200],
      [300, 200, 150, 100, 80],
      [500, 350, 250, 180, 140],
    ];
    const asked: Array<[number, number]> = [];
    const levels = [0, 0, 0];
    const sizes = table.map((row) => row[0]!);
    await fitScans(1000, levels, sizes, (scan, level) => {
      asked.push([scan, level]);
      return Promise.resolve(table[scan]![level]!);
    });
    // 1700 -> 1400 (heavy to 1) -> 1200 (heavy to 2) -> 1050 (middling to 1) -> 900 (heavy to 3).
    expect(levels).toEqual([3, 0, 1]);
    expect(sizes).toEqual([250, 300, 350]);
    expect(asked).toEqual([
      [0, 1],
      [0, 2],
      [2, 1],
      [0, 3],
    ]);
  });

  it('stops at the smallest level when even that is over the budget, and leaves scans that fit alone', async () => {
    const levels = [0, 0];
    const sizes = [100, 50];
    await fitScans(1000, levels, sizes, () => Promise.reject(new Error('nothing to shrink')));
    expect(levels).toEqual([0, 0]);

    const tiny = [0];
    const tinySizes = [5000];
    await fitScans(10, tiny, tinySizes, (_scan, level) => Promise.resolve(5000 - level * 1000));
    expect(tiny).toEqual([4]);
    expect(tinySizes).toEqual([1000]);
  });
});
