// A minimal Chromium printer for the sample and gallery scripts (and the template PDF test):
// JavaScript off, the CV served from an internal origin, fonts answered from disk, every other
// request aborted. The production rendering service (src/server/rendering) does the same with
// a warm page pool; this helper stays small so that it can be swapped for that service.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { findChromium } from '../src/server/rendering/find-chromium.js';
import { pagedHtml, paginateLoadedDocument } from '../src/server/rendering/paginate.js';
import { CHROMIUM_ARGS } from '../src/server/rendering/open-browser.js';
import { cvAssetFiles } from '../src/templates/fonts.js';

const run = promisify(execFile);

export const INTERNAL_ORIGIN = 'https://cv.internal';

/** The production renderer's binary and switches, so that samples and tests print the same PDF. */
function chromiumPath(): string {
  const found = findChromium(process.env.CHROMIUM_PATH);
  if (!found) throw new Error('Chromium not found: install the Debian packages chromium and chromium-headless-shell');
  return found;
}

export interface CvPrinter {
  /**
   * The CV paginated and printed as an A4 PDF, as the production renderer does; `paged` is the
   * paginated document (what the editor shows), `blocked` every request that was refused.
   */
  pdf(html: string): Promise<{ pdf: Buffer; paged: string; pages: number; lastShare: number; blocked: string[] }>;
  /** Each page of a paginated document as the editor's frame shows it (screen media), as PNG. */
  screenshotPages(paged: string): Promise<Buffer[]>;
  /** Evaluates `script` (an expression) in a paginated document laid out as the editor shows it. */
  inspect(paged: string, script: string): Promise<unknown>;
  close(): Promise<void>;
}

export async function launchCvPrinter(): Promise<CvPrinter> {
  const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const assets = cvAssetFiles();
  const fontCache = new Map<string, Buffer>();
  // The production pool's page size, so that the same document lays out the same way.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 794, height: 1123 } });

  /** A page that loads `html` from the internal origin, with fonts from disk and nothing else. */
  async function open(html: string, blocked: string[]): Promise<Page> {
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === INTERNAL_ORIGIN && url.pathname === '/doc') {
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
        return;
      }
      const file = url.origin === INTERNAL_ORIGIN ? assets.get(url.pathname) : undefined;
      if (file) {
        let body = fontCache.get(file);
        if (!body) {
          body = await readFile(file);
          fontCache.set(file, body);
        }
        await route.fulfill({ status: 200, contentType: 'font/woff2', body });
        return;
      }
      blocked.push(url.href);
      await route.abort('blockedbyclient');
    });
    return page;
  }

  return {
    async pdf(html) {
      const blocked: string[] = [];
      const page = await open(html, blocked);
      try {
        await page.emulateMedia({ media: 'print' });
        await page.goto(`${INTERNAL_ORIGIN}/doc`, { waitUntil: 'load' });
        const { pages, lastShare } = await paginateLoadedDocument(page);
        const paged = await pagedHtml(page);
        const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true });
        return { pdf, paged, pages, lastShare, blocked };
      } finally {
        await page.close();
      }
    },
    async inspect(paged, script) {
      const page = await open(paged, []);
      try {
        await page.goto(`${INTERNAL_ORIGIN}/doc`, { waitUntil: 'load' });
        await page.evaluate('document.fonts.ready.then(() => undefined)');
        return await page.evaluate(script);
      } finally {
        await page.close();
      }
    },
    async screenshotPages(paged) {
      const page = await open(paged, []);
      try {
        await page.goto(`${INTERNAL_ORIGIN}/doc`, { waitUntil: 'load' });
        await page.evaluate('document.fonts.ready.then(() => undefined)');
        const sheets = page.locator('.cv-page');
        const shots: Buffer[] = [];
        for (let i = 0; i < (await sheets.count()); i++) shots.push(await sheets.nth(i).screenshot({ animations: 'disabled' }));
        return shots;
      } finally {
        await page.close();
      }
    },
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/** Pages of a PDF as PNG files, through poppler's pdftoppm. */
export async function pdfToPngs(pdf: Buffer, { dpi, firstPageOnly = false }: { dpi: number; firstPageOnly?: boolean }): Promise<Buffer[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cv-png-'));
  try {
    const input = join(dir, 'cv.pdf');
    await writeFile(input, pdf);
    const args = ['-r', String(dpi), '-png', ...(firstPageOnly ? ['-f', '1', '-l', '1'] : []), input, join(dir, 'page')];
    await run('pdftoppm', args);
    const { stdout } = await run('ls', [dir]);
    const files = stdout
      .split('\n')
      .filter((f) => f.startsWith('page') && f.endsWith('.png'))
      .sort();
    return await Promise.all(files.map((f) => readFile(join(dir, f))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function pdfPageCount(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'cv-info-'));
  try {
    const input = join(dir, 'cv.pdf');
    await writeFile(input, pdf);
    const { stdout } = await run('pdfinfo', [input]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
