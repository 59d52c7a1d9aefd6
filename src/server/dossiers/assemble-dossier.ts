import { PDFDocument, StandardFonts, rgb, type PDFPage, type PDFRef } from 'pdf-lib';
import { availableParallelism } from 'node:os';
import { IMAGE_LEVELS, shrinkScan } from '../documents/scan-levels.js';
import { writeOutline } from './pdf-outline.js';

/** One document of the file, in its place: a PDF, or a scan (a stored JPEG) and its shrunk copies. */
export type DossierSource = PdfSource | ScanSource;

export interface PdfSource {
  /** The outline entry and the cover's line. */
  title: string;
  kind: 'pdf';
  /** A PDF (letter, CV, re-written attachment). */
  bytes: Buffer;
  /**
   * The caller gives `bytes` up (read from the database for this file, kept nowhere): the merge
   * worker takes their memory as it is instead of a copy (dossier-workers.ts).
   */
  handOver?: boolean;
}

export interface ScanSource {
  title: string;
  kind: 'image';
  /**
   * The byte size of each copy there is, by level (index in IMAGE_LEVELS): 0, the JPEG as stored,
   * always; the shrunk copies made by earlier files, used as they are. The levels are chosen
   * from these sizes, so that only the copies embedded are read (AssembleOptions.loadScans).
   */
  sizes: ReadonlyMap<number, number>;
  /** The copies in hand, by level: any of `sizes`, or none. */
  copies: ReadonlyMap<number, Buffer>;
  /** As PdfSource.handOver, for `copies`. */
  handOver?: boolean;
}

/** A scan whose copies are all in hand: the stored JPEG and any shrunk copies, by level. */
export const scanInHand = (title: string, bytes: Buffer, shrunk: ReadonlyMap<number, Buffer> = new Map()): ScanSource => {
  const copies = new Map([[0, bytes], ...shrunk]);
  return { title, kind: 'image', copies, sizes: new Map([...copies].map(([level, copy]) => [level, copy.length])) };
};

export interface AssembleOptions {
  pageNumbers: boolean;
  targetBytes: number;
  /** Renders the cover page, told where each document starts (page 1 is the cover). */
  cover?: ((contents: Array<{ title: string; page: number }>) => Promise<Buffer>) | undefined;
  title: string;
  author: string;
  /** Checked before anything heavy is done: throws when the file would have too many pages. */
  checkPageCount?: (pages: number) => void;
  /**
   * Reads copies that are not in hand (ScanSource.copies), in the order asked: `source` is the
   * index in the sources. Asked once, for all the copies the file embeds, and for a stored JPEG
   * to shrink. Without it, every copy a file needs must be in hand.
   */
  loadScans?: ((wanted: ReadonlyArray<{ source: number; level: number }>) => Promise<Buffer[]>) | undefined;
}

export interface AssembledDossier {
  pdf: Buffer;
  pageCount: number;
  parts: Array<{ title: string; pages: number }>;
  /** True when even the smallest images leave the file over the target. */
  overTarget: boolean;
  /** How many times the whole file was written: 1 unless the size estimate was wrong. */
  writes: number;
  /** Each scan's shrink level (index in IMAGE_LEVELS, 0 = as stored), in the order of the scans. */
  scanLevels: number[];
  /** The shrunk copies this call made (levels missing from ScanSource.sizes), to keep for the next file: by source index. */
  madeLevels: Array<{ source: number; level: number; bytes: Buffer }>;
}

const A4 = { width: 595.28, height: 841.89 } as const;

/**
 * One PDF of the application file: an optional cover page, then every document's pages in
 * order, scans each on an A4 page of their own; an outline entry per document; « n / N » at the
 * foot of every page but the cover. Each scan's shrink level is chosen from measured sizes
 * before the file is written (fitScans), so the file is written once; a second write happens
 * only when the measure of the rest was short (PDFs are copied as they are: text PDFs are
 * small, and they were re-written on upload).
 */
export async function assembleDossier(sources: readonly DossierSource[], options: AssembleOptions): Promise<AssembledDossier> {
  const loadedPdfs = await Promise.all(sources.map(async (s) => (s.kind === 'pdf' ? PDFDocument.load(s.bytes) : undefined)));
  const parts = sources.map((s, i) => ({ title: s.title, pages: loadedPdfs[i]?.getPageCount() ?? 1 }));
  const coverPages = options.cover ? 1 : 0;
  const pageCount = coverPages + parts.reduce((sum, p) => sum + p.pages, 0);
  options.checkPageCount?.(pageCount);

  let coverPdf: PDFDocument | undefined;
  let coverBytes: Buffer | undefined;
  if (options.cover) {
    let next = 1 + coverPages;
    const contents = parts.map((p) => {
      const entry = { title: p.title, page: next };
      next += p.pages;
      return entry;
    });
    coverBytes = await options.cover(contents);
    coverPdf = await PDFDocument.load(coverBytes);
  }

  const scans = sources.flatMap((s, i) => (s.kind === 'image' ? [i] : []));
  if (scans.length === 0) {
    const pdf = await buildOnce(sources, loadedPdfs, new Map(), coverPdf, options);
    return { pdf, pageCount, parts, overTarget: pdf.length > options.targetBytes, writes: 1, scanLevels: [], madeLevels: [] };
  }

  // Each scan's bytes at each level: in hand, read (loadScans), or made (sharp, on the thread
  // pool) and kept.
  const scanOf = (i: number) => sources[i] as ScanSource;
  const loaded = new Map<string, Promise<Buffer>>();
  const made = new Map<string, { source: number; level: number; bytes: Promise<Buffer> }>();
  const load = (wanted: ReadonlyArray<{ source: number; level: number }>): void => {
    if (wanted.length === 0) return;
    if (!options.loadScans) throw new Error('a scan copy is not in hand and there is no loadScans');
    const all = options.loadScans(wanted);
    for (const [n, w] of wanted.entries()) {
      const copy = all.then((copies) => copies[n]!);
      // Awaited where it is used; a failure not reached (an earlier copy failed first) is not an unhandled one.
      copy.catch(() => undefined);
      loaded.set(`${w.level}:${w.source}`, copy);
    }
  };
  const inHand = (i: number, level: number) => scanOf(i).copies.has(level) || loaded.has(`${level}:${i}`);
  const scanAt = (i: number, level: number): Promise<Buffer> => {
    const key = `${level}:${i}`;
    const given = scanOf(i).copies.get(level);
    if (given) return Promise.resolve(given);
    if (scanOf(i).sizes.has(level)) {
      if (!loaded.has(key)) load([{ source: i, level }]);
      return loaded.get(key)!;
    }
    let entry = made.get(key);
    if (!entry) made.set(key, (entry = { source: i, level, bytes: scanAt(i, 0).then((stored) => shrinkScan(stored, level)) }));
    return entry.bytes;
  };
  const sizeAt = async (i: number, level: number) => scanOf(i).sizes.get(level) ?? (await scanAt(i, level)).length;
  // Every level made, including those started ahead and not used: each is a right copy for the next file.
  const madeLevels = async () => {
    const settled = await Promise.allSettled([...made.values()].map(async (m) => ({ source: m.source, level: m.level, bytes: await m.bytes })));
    return settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  };

  // What the file holds besides the scans, measured: the PDFs and the cover are copied as they
  // are, a scan's JPEG is embedded byte for byte, and each page adds its objects (page numbers,
  // outline entry). Corrected by the file itself when a write comes out over the target.
  let fixedBytes =
    sources.reduce((sum, s) => sum + (s.kind === 'pdf' ? s.bytes.length : 0), coverBytes?.length ?? 0) + FILE_OVERHEAD_BYTES + pageCount * PAGE_OVERHEAD_BYTES;
  const levels = scans.map(() => 0);
  const sizes = scans.map((i) => scanOf(i).sizes.get(0)!);
  let writes = 0;
  for (;;) {
    await fitScans(options.targetBytes - fixedBytes, levels, sizes, (k, level) => sizeAt(scans[k]!, level), {
      parallel: SHRINKS_AT_ONCE,
      known: (k, level) => scanOf(scans[k]!).sizes.has(level),
      start: (k, level) => void scanAt(scans[k]!, level).catch(() => undefined),
    });
    // The copies chosen that are not in hand, read at once.
    load(scans.flatMap((i, k) => (inHand(i, levels[k]!) || made.has(`${levels[k]!}:${i}`) ? [] : [{ source: i, level: levels[k]! }])));
    const images = new Map<number, Buffer>();
    for (const [k, i] of scans.entries()) images.set(i, await scanAt(i, levels[k]!));
    const pdf = await buildOnce(sources, loadedPdfs, images, coverPdf, options);
    writes++;
    const canShrink = levels.some((level) => level < IMAGE_LEVELS.length - 1);
    if (pdf.length <= options.targetBytes || !canShrink) {
      return { pdf, pageCount, parts, overTarget: pdf.length > options.targetBytes, writes, scanLevels: levels, madeLevels: await madeLevels() };
    }
    // The estimate was short: the file itself says what the rest weighs.
    fixedBytes = pdf.length - [...images.values()].reduce((sum, image) => sum + image.length, 0);
  }
}

/**
 * Scans shrunk at the same time: sharp runs each on a thread of libuv's pool (4 by default), and
 * the bench's 8 scans took 5.7 s two at a time against 4.5 s for all at once.
 */
const SHRINKS_AT_ONCE = Math.max(availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE) || 4);

/** A file's own objects (catalogue, info, outline root, font for page numbers), a generous measure. */
const FILE_OVERHEAD_BYTES = 8 * 1024;
/** A page's objects besides its content: page dictionary, number, outline entry. */
const PAGE_OVERHEAD_BYTES = 1024;

/**
 * Picks each scan's shrink level so that the scans together weigh at most `budget`, changing
 * `levels` and `sizes` in place: the heaviest scan that can still shrink goes down one level,
 * again and again, so a heavy photo of a certificate is shrunk before a light scan loses
 * quality. Stops when they fit or none can shrink further.
 */
export async function fitScans(
  budget: number,
  levels: number[],
  sizes: number[],
  sizeAt: (scan: number, level: number) => Promise<number>,
  /**
   * Starts making a scan's next level ahead (the `parallel` heaviest at a time), without waiting
   * for it, once a level must be made: a level `known` (its size given) costs nothing to ask for.
   */
  ahead?: { parallel: number; known: (scan: number, level: number) => boolean; start: (scan: number, level: number) => void },
): Promise<void> {
  let total = sizes.reduce((sum, size) => sum + size, 0);
  while (total > budget) {
    const shrinkable = levels.flatMap((level, k) => (level < IMAGE_LEVELS.length - 1 ? [k] : [])).sort((a, b) => sizes[b]! - sizes[a]! || a - b);
    const heaviest = shrinkable[0];
    if (heaviest === undefined) return;
    // Shrinking is most of the work and each scan's is independent: when the heaviest's next
    // level must be made, the next heaviest are likely to be asked for next, so those not known
    // are made at the same time on the other cores.
    if (ahead && !ahead.known(heaviest, levels[heaviest]! + 1)) {
      for (const k of shrinkable.slice(1, ahead.parallel)) if (!ahead.known(k, levels[k]! + 1)) ahead.start(k, levels[k]! + 1);
    }
    const size = await sizeAt(heaviest, ++levels[heaviest]!);
    total += size - sizes[heaviest]!;
    sizes[heaviest] = size;
  }
}

async function buildOnce(
  sources: readonly DossierSource[],
  loaded: ReadonlyArray<PDFDocument | undefined>,
  images: ReadonlyMap<number, Buffer>,
  coverPdf: PDFDocument | undefined,
  options: AssembleOptions,
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(options.title, { showInWindowTitleBar: true });
  doc.setAuthor(options.author);
  doc.setLanguage('fr-CH');
  doc.setCreator('CV Suisse');
  doc.setProducer('CV Suisse');

  if (coverPdf) for (const page of await doc.copyPages(coverPdf, [0])) doc.addPage(page);

  const outline: Array<{ title: string; page: PDFRef }> = [];
  for (const [i, source] of sources.entries()) {
    const from = loaded[i];
    let first: PDFPage | undefined;
    if (from) {
      const pages = await doc.copyPages(from, from.getPageIndices());
      for (const page of pages) doc.addPage(page);
      first = pages[0];
    } else {
      const image = await doc.embedJpg(images.get(i)!);
      const landscape = image.width > image.height;
      const size: [number, number] = landscape ? [A4.height, A4.width] : [A4.width, A4.height];
      const page = doc.addPage(size);
      const scale = Math.min(size[0] / image.width, size[1] / image.height);
      const width = image.width * scale;
      const height = image.height * scale;
      page.drawImage(image, { x: (size[0] - width) / 2, y: (size[1] - height) / 2, width, height });
      first = page;
    }
    if (first) outline.push({ title: source.title, page: first.ref });
  }

  if (options.pageNumbers) {
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const pages = doc.getPages();
    const total = pages.length;
    pages.forEach((page, index) => {
      if (coverPdf && index === 0) return;
      const label = `${index + 1} / ${total}`;
      const size = 8;
      const width = font.widthOfTextAtSize(label, size);
      const { width: pageWidth } = page.getSize();
      // A white backing keeps the number readable over the edge of a scan.
      page.drawRectangle({ x: pageWidth - 20 * 2.835 - width - 3, y: 8 * 2.835 - 2.5, width: width + 6, height: size + 4, color: rgb(1, 1, 1) });
      page.drawText(label, { x: pageWidth - 20 * 2.835 - width, y: 8 * 2.835, size, font, color: rgb(0.35, 0.35, 0.35) });
    });
  }

  writeOutline(doc, outline);
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
