import { PDFDocument, StandardFonts, rgb, type PDFPage, type PDFRef } from 'pdf-lib';
import sharp from 'sharp';
import { writeOutline } from './pdf-outline.js';

/** One document of the file, in its place. */
export interface DossierSource {
  /** The outline entry and the cover's line. */
  title: string;
  kind: 'pdf' | 'image';
  /** A PDF (letter, CV, re-written attachment) or a stored JPEG scan. */
  bytes: Buffer;
}

export interface AssembleOptions {
  pageNumbers: boolean;
  targetBytes: number;
  /** Renders the cover page, told where each document starts (page 1 is the cover). */
  cover?: ((contents: Array<{ title: string; page: number }>) => Promise<Buffer>) | undefined;
  title: string;
  author: string;
  /** Checked before anything heavy is done: throws when the file would have too many pages. */
  checkPageCount?: (pages: number) => void;
}

export interface AssembledDossier {
  pdf: Buffer;
  pageCount: number;
  parts: Array<{ title: string; pages: number }>;
  /** True when even the smallest images leave the file over the target. */
  overTarget: boolean;
}

const A4 = { width: 595.28, height: 841.89 } as const;

/**
 * How far scans are shrunk to reach the target size, tried in turn: as stored (A4 at 300 dpi,
 * JPEG q80), then about 200, 150, 110 and 90 dpi. At 150 dpi a certificate still prints and reads
 * well; below that it stays legible on screen, which is where recruiters read it.
 */
const IMAGE_LEVELS: ReadonlyArray<{ longSide: number; quality: number } | null> = [
  null,
  { longSide: 2339, quality: 72 },
  { longSide: 1754, quality: 62 },
  { longSide: 1240, quality: 55 },
  { longSide: 1000, quality: 45 },
];

async function shrinkScan(jpeg: Buffer, level: { longSide: number; quality: number }): Promise<Buffer> {
  return sharp(jpeg)
    .resize(level.longSide, level.longSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: level.quality, mozjpeg: true })
    .toBuffer();
}

/**
 * One PDF of the application file: an optional cover page, then every document's pages in
 * order, scans each on an A4 page of their own; an outline entry per document; « n / N » at the
 * foot of every page but the cover; scans shrunk level by level until the file is under the
 * target size (PDFs are copied as they are: text PDFs are small, and they were re-written on upload).
 */
export async function assembleDossier(sources: readonly DossierSource[], options: AssembleOptions): Promise<AssembledDossier> {
  const loaded = await Promise.all(sources.map(async (s) => (s.kind === 'pdf' ? PDFDocument.load(s.bytes) : undefined)));
  const parts = sources.map((s, i) => ({ title: s.title, pages: loaded[i]?.getPageCount() ?? 1 }));
  const coverPages = options.cover ? 1 : 0;
  const pageCount = coverPages + parts.reduce((sum, p) => sum + p.pages, 0);
  options.checkPageCount?.(pageCount);

  let coverPdf: PDFDocument | undefined;
  if (options.cover) {
    let next = 1 + coverPages;
    const contents = parts.map((p) => {
      const entry = { title: p.title, page: next };
      next += p.pages;
      return entry;
    });
    coverPdf = await PDFDocument.load(await options.cover(contents));
  }

  const shrunk = new Map<string, Buffer>();
  let pdf: Buffer | undefined;
  for (let level = 0; level < IMAGE_LEVELS.length; level++) {
    const setting = IMAGE_LEVELS[level]!;
    const images = await Promise.all(
      sources.map(async (s, i) => {
        if (s.kind !== 'image') return undefined;
        if (!setting) return s.bytes;
        const key = `${level}:${i}`;
        const made = shrunk.get(key) ?? (await shrinkScan(s.bytes, setting));
        shrunk.set(key, made);
        return made;
      }),
    );
    pdf = await buildOnce(sources, loaded, images, coverPdf, options);
    if (pdf.length <= options.targetBytes || !sources.some((s) => s.kind === 'image')) {
      return { pdf, pageCount, parts, overTarget: pdf.length > options.targetBytes };
    }
  }
  return { pdf: pdf!, pageCount, parts, overTarget: true };
}

async function buildOnce(
  sources: readonly DossierSource[],
  loaded: ReadonlyArray<PDFDocument | undefined>,
  images: ReadonlyArray<Buffer | undefined>,
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
      const image = await doc.embedJpg(images[i]!);
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
