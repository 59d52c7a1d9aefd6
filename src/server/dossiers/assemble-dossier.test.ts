import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { shrinkScan } from '../documents/scan-levels.js';
import { pdfImages, pdfText } from '../rendering/fixtures/pdf-tools.js';
import { scanLikeJpeg, scannedPdf, textPdf } from '../testing/documents.js';
import { assembleDossier, fitScans, scanInHand } from './assemble-dossier.js';

const MB = 1024 * 1024;
const options = { pageNumbers: true, title: 'Dossier', author: 'Test' };

describe('merging the documents of an application', () => {
  it('shrinks scans until the file fits the target, and says when PDFs alone are over it', async () => {
    const scans = await Promise.all([1, 2].map((seed) => scanLikeJpeg(seed)));
    const sources = scans.map((bytes, i) => scanInHand(`Scan ${i + 1}`, bytes));
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

  it('reads only the copies it embeds, asked once, their levels chosen from the sizes given', async () => {
    const stored = await Promise.all([1, 2].map((seed) => scanLikeJpeg(seed)));
    // Each scan as stored and at level 1, made by an earlier file: what the database holds.
    const held = new Map<string, Buffer>();
    for (const [i, bytes] of stored.entries()) {
      held.set(`0:${i}`, bytes);
      held.set(`1:${i}`, await shrinkScan(bytes, 1));
    }
    const asked: Array<Array<{ source: number; level: number }>> = [];
    const loadScans = (wanted: ReadonlyArray<{ source: number; level: number }>) => {
      asked.push([...wanted]);
      return Promise.resolve(wanted.map((w) => held.get(`${w.level}:${w.source}`)!));
    };
    const sizes = (i: number, levels: number[]) => new Map(levels.map((level) => [level, held.get(`${level}:${i}`)!.length]));
    const target = held.get('1:0')!.length + held.get('1:1')!.length + 64 * 1024;
    // Over the target as stored, under it at level 1: the copies at level 1 alone are read.
    expect(stored[0]!.length + stored[1]!.length).toBeGreaterThan(target);
    const kept = [0, 1].map((i) => ({ title: `Scan ${i + 1}`, kind: 'image' as const, sizes: sizes(i, [0, 1]), copies: new Map<number, Buffer>() }));
    const made = await assembleDossier(kept, { ...options, targetBytes: target, loadScans });
    expect(made.scanLevels).toEqual([1, 1]);
    expect(asked).toEqual([
      [
        { source: 0, level: 1 },
        { source: 1, level: 1 },
      ],
    ]);
    expect(made.madeLevels).toEqual([]);
    expect(made.writes).toBe(1);
    // A4 portrait at level 1: 2339 px high, 1654 wide.
    expect((await pdfImages(made.pdf)).map((image) => image.width)).toEqual([1654, 1654]);

    // A level nobody made yet: the stored JPEG is read to make it, and the copy made is handed back to keep.
    asked.length = 0;
    const fresh = [0, 1].map((i) => ({ title: `Scan ${i + 1}`, kind: 'image' as const, sizes: sizes(i, [0]), copies: new Map<number, Buffer>() }));
    const first = await assembleDossier(fresh, { ...options, targetBytes: target, loadScans });
    expect(first.scanLevels).toEqual([1, 1]);
    expect(asked.flat().sort((a, b) => a.source - b.source)).toEqual([
      { source: 0, level: 0 },
      { source: 1, level: 0 },
    ]);
    // (A level made ahead for the next heaviest and not needed is kept too.)
    const madeAtOne = first.madeLevels.filter((m) => m.level === 1).sort((a, b) => a.source - b.source);
    expect(madeAtOne.map((m) => [m.source, m.level, m.bytes.equals(held.get(`1:${m.source}`)!)])).toEqual([
      [0, 1, true],
      [1, 1, true],
    ]);
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

  it('makes the next heaviest scans’ levels ahead only when a level must be made, never one whose size is known', async () => {
    const table = [
      [900, 600, 400, 250, 200],
      [800, 500, 350, 220, 180],
      [700, 450, 300, 200, 150],
    ];
    const run = async (known: (scan: number, level: number) => boolean) => {
      const started: Array<[number, number]> = [];
      const levels = [0, 0, 0];
      const sizes = table.map((row) => row[0]!);
      await fitScans(1550, levels, sizes, (scan, level) => Promise.resolve(table[scan]![level]!), {
        parallel: 2,
        known,
        start: (scan, level) => void started.push([scan, level]),
      });
      return { levels, started };
    };
    // Every level 1 kept by an earlier file: nothing is made, nothing started.
    expect(await run((_scan, level) => level <= 1)).toEqual({ levels: [1, 1, 1], started: [] });
    // Nothing kept: while the heaviest is shrunk, the next heaviest is made beside it (2400 ->
    // 1550 in three steps; the last one starts the first scan's level 2, not needed in the end).
    expect(await run((_scan, level) => level === 0)).toEqual({
      levels: [1, 1, 1],
      started: [
        [1, 1],
        [2, 1],
        [0, 2],
      ],
    });
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
