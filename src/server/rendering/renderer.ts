import type { Page } from 'playwright-core';
import { loadRenderAssets, type RenderAssets } from './assets.js';
import { BrowserPool, type BrowserPoolStats, type PoolLogger } from './browser-pool.js';
import { externalizeImages } from './inline-images.js';
import { firstPageImage, PREVIEW_IMAGE_TYPE } from './page-image.js';
import {
  PAGINATION,
  paginateInPage,
  paginateWithParts,
  sessionOf,
  withPagedBody,
  writePaged,
  type PaginatedInPage,
  type PagedParts,
  type PaginationOverride,
} from './paginate.js';
import { PaginationMemory, type PaginationFigures } from './pagination-memory.js';
import { setPdfInfo } from './pdf-info.js';

export interface PdfMetadata {
  title: string;
  author: string;
}

export type RendererStats = BrowserPoolStats & {
  /** Renders that took a document's pages from an earlier pagination of the same content (pagination-memory.ts). */
  paginationsReused: number;
  /** Paginations that tried the pages of an earlier document with the same skeleton (reuse-pages.ts)... */
  paginationsTriedFromPagesBefore: number;
  /** ...and those answered with them and the new texts. */
  paginationsFromPagesBefore: number;
};

/** The CV laid out in its explicit pages, as the editor shows them, with its pagination's figures. */
export interface PagedDocument extends PaginationFigures {
  html: string;
}

/** What one render may ask beyond the document: its own pagination steps (a letter's « Ajuster sur une page »). */
export interface RenderOptions {
  pagination?: PaginationOverride;
  /**
   * The document's images sit in boxes of fixed size (a CV's photo), so that their pixels cannot
   * move a break: a preview with a stand-in photo and the PDF with the photo share a pagination.
   */
  imagesSizedByCss?: boolean;
}

/** HTML -> PDF and HTML -> page-1 image, with no network access. Failures are French 503 ApiErrors. */
export interface Renderer {
  /** A4 PDF of a complete HTML document, with its Title and Author set. */
  renderPdf(html: string, metadata: PdfMetadata, options?: RenderOptions): Promise<Buffer>;
  /** The document rewritten into the PDF's pages (same breaks, same page count). */
  renderPages(html: string, options?: RenderOptions): Promise<PagedDocument>;
  /** Page 1 of that PDF as a JPEG 400 px wide (PREVIEW_IMAGE_WIDTH). */
  renderPreviewImage(html: string, options?: Pick<RenderOptions, 'imagesSizedByCss'>): Promise<Buffer>;
  readonly previewImageContentType: string;
  /** The files served to Chromium under /cv-assets/, also served over HTTP by the plugin. */
  readonly assets: RenderAssets;
  close(): Promise<void>;
  stats(): RendererStats;
  /** Starts the browser and opens every page now rather than on the first render. */
  warmUp?(): Promise<void>;
  /** Lets the app hand its logger to a renderer made before the app. */
  setLogger?(log: PoolLogger): void;
}

export interface RendererOptions {
  chromiumPath?: string;
  browserWsEndpoint?: string;
  poolSize: number;
  timeoutMs: number;
  queueMax: number;
  /** URL path under /cv-assets/ -> file on disk; read once, here. */
  assetFiles: ReadonlyMap<string, string>;
  /** Renders per page before it is replaced; measured in bench/render.bench.ts. */
  recycleAfter?: number;
  /** Characters of paginations kept by content (pagination-memory.ts; default 16 M); 0 paginates every render. */
  paginationMemoryChars?: number;
  log?: PoolLogger;
}

/**
 * A page is replaced after this many renders: opening one costs Chromium and this process about
 * a render's worth of CPU, and a page grows by 0.24-0.29 MiB per render with the photo loaded by
 * URL (small to largest photo; 0.4-1.65 MiB inline, bench/render.bench.ts). 150 keeps a page
 * under ~45 MiB of growth; 50 cost the PDF throughput 4-10 % (docs/scaling.md, issue 20).
 */
export const DEFAULT_RECYCLE_AFTER = 150;
/** Changing it (or the format) must change PREVIEW_FORMAT in preview-cache.ts. */
export const PREVIEW_IMAGE_WIDTH = 400;

/** A4 in inches, as Playwright's `format: 'A4'`; the CV's own @page size wins (preferCSSPageSize). */
const A4 = { paperWidth: 8.27, paperHeight: 11.7 };

const figures = (paged: PaginationFigures): PaginationFigures => ({
  pages: paged.pages,
  lastShare: paged.lastShare,
  fit: paged.fit,
  overflowing: paged.overflowing,
  passes: paged.passes,
  shownBelow: paged.shownBelow,
});

async function printPdf(
  pool: BrowserPool,
  memory: PaginationMemory | undefined,
  page: Page,
  html: string,
  options: { pageRanges?: string; tagged: boolean; pagination?: PaginationOverride | undefined; imagesSizedByCss?: boolean | undefined },
): Promise<Buffer> {
  // The pages of an earlier pagination of the same content (the editor's preview, the CV's
  // page-1 image) are written as they are: no pagination, as on the bare floor.
  const key = memory && PaginationMemory.key(html, options.pagination, options.imagesSizedByCss ?? false);
  const kept = key ? memory.recall(key, html) : undefined;
  // The photo travels as its own request (inline-images.ts), not as base64 text in the document.
  const { html: document, images } = externalizeImages(kept ? withPagedBody(html, kept.rootStyle, kept.body) : html);
  const stopServing = pool.serveImages(page, images);
  try {
    if (kept) {
      await writePaged(page, document);
    } else if (key) {
      const paged: PaginatedInPage & PagedParts = await paginateWithParts(page, document, options.pagination);
      memory.remember(key, html, { ...figures(paged), rootStyle: paged.rootStyle, body: paged.body });
    } else {
      // Nothing keeps the pages (RENDER_PAGINATION_MEMORY_MB=0): the body is not serialised nor sent back.
      await paginateInPage(page, document, options.pagination);
    }
    return await print(page, options);
  } finally {
    stopServing();
  }
}

/**
 * Prints with one DevTools call on the page's own session, the PDF answered in that message:
 * Playwright's page.pdf() asks for a stream and reads it back in several round trips, each
 * re-encoded between its layers, which cost this process more CPU than the print itself.
 */
async function print(page: Page, options: { pageRanges?: string; tagged: boolean }): Promise<Buffer> {
  const session = await sessionOf(page);
  const { data } = await session.send('Page.printToPDF', {
    ...A4,
    marginTop: 0,
    marginBottom: 0,
    marginLeft: 0,
    marginRight: 0,
    preferCSSPageSize: true,
    printBackground: true,
    generateTaggedPDF: options.tagged,
    pageRanges: options.pageRanges ?? '',
    transferMode: 'ReturnAsBase64',
  });
  return Buffer.from(data, 'base64');
}

export function createRenderer(options: RendererOptions): Renderer {
  const assets = loadRenderAssets(options.assetFiles);
  let log: PoolLogger = options.log ?? { info() {}, warn() {}, error() {} };
  const forwardingLog: PoolLogger = {
    info: (obj, msg) => log.info(obj, msg),
    warn: (obj, msg) => log.warn(obj, msg),
    error: (obj, msg) => log.error(obj, msg),
  };
  const pool = new BrowserPool({
    chromiumPath: options.chromiumPath,
    browserWsEndpoint: options.browserWsEndpoint,
    poolSize: options.poolSize,
    queueMax: options.queueMax,
    timeoutMs: options.timeoutMs,
    recycleAfter: options.recycleAfter ?? DEFAULT_RECYCLE_AFTER,
    assets,
    log: forwardingLog,
  });
  let warnedAboutInfo = false;
  const memory = options.paginationMemoryChars === 0 ? undefined : new PaginationMemory(options.paginationMemoryChars);
  let fromPagesBefore = 0;
  let triedFromPagesBefore = 0;

  return {
    assets,
    previewImageContentType: PREVIEW_IMAGE_TYPE,
    async renderPdf(html, metadata, options) {
      // Tagged: the structure tree gives readers (screen readers, applicant tracking systems) the reading order.
      const pdf = await pool.run((page) =>
        printPdf(pool, memory, page, html, { tagged: true, pagination: options?.pagination, imagesSizedByCss: options?.imagesSizedByCss }),
      );
      const withInfo = setPdfInfo(pdf, metadata);
      if (withInfo) return withInfo;
      if (!warnedAboutInfo) {
        warnedAboutInfo = true;
        log.warn({}, 'unexpected PDF trailer from Chromium: title and author left as Chromium wrote them');
      }
      return pdf;
    },
    async renderPages(html, options) {
      const key = memory && PaginationMemory.key(html, options?.pagination, options?.imagesSizedByCss ?? false);
      const kept = key ? memory.recall(key, html) : undefined;
      // The same content paginated before: answered without the browser.
      if (kept) return { ...figures(kept), html: withPagedBody(html, kept.rootStyle, kept.body) };
      return pool.run(async (page) => {
        // A keystroke: the pages of the same CV a moment ago may be this document's with its new texts.
        const skeleton = memory && PaginationMemory.skeleton(html, options?.pagination, options?.imagesSizedByCss ?? false);
        const found = skeleton ? memory.near(skeleton, html) : undefined;
        const near = found && 'body' in found ? found : undefined;
        const paged = await paginateWithParts(
          page,
          html,
          options?.pagination,
          near && {
            pagedHtml: withPagedBody(html, near.rootStyle, near.body),
            flowBody: near.flowBody,
            textMap: near.textMap,
            changeable: near.changeable,
            figures: { pages: near.figures.pages, fit: near.figures.fit, font: 1, lastShare: near.figures.lastShare },
          },
        );
        if (near) triedFromPagesBefore++;
        if (paged.passes === 0) fromPagesBefore++;
        if (key && skeleton) {
          // A change in a text the pages before could not take: the next keystroke there is not tried either.
          const refusedAt = found && 'refusedAt' in found ? found.refusedAt : near && paged.refused === 'texts' ? near.changedAt : undefined;
          // Only a pagination with no spacing step is a start: a step's pages were measured in other sizes.
          const start =
            paged.passes <= 1 && paged.fit === 1 && paged.font === 1 && paged.pages < PAGINATION.maxPages
              ? { skeleton, textMap: paged.textMap, changeable: paged.changeable, ...(refusedAt === undefined ? {} : { refusedAt }) }
              : undefined;
          memory.remember(key, html, { ...figures(paged), rootStyle: paged.rootStyle, body: paged.body }, start);
        }
        return { ...figures(paged), html: withPagedBody(html, paged.rootStyle, paged.body) };
      });
    },
    async renderPreviewImage(html, options) {
      const pdf = await pool.run((page) => printPdf(pool, memory, page, html, { pageRanges: '1', tagged: false, imagesSizedByCss: options?.imagesSizedByCss }));
      return firstPageImage(pdf, PREVIEW_IMAGE_WIDTH);
    },
    warmUp: () => pool.warmUp(),
    close: () => pool.close(),
    stats: () => ({
      ...pool.stats(),
      paginationsReused: memory?.reused ?? 0,
      paginationsTriedFromPagesBefore: triedFromPagesBefore,
      paginationsFromPagesBefore: fromPagesBefore,
    }),
    setLogger(next) {
      log = next;
    },
  };
}
