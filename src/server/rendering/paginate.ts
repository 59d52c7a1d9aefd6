import type { Page } from 'playwright-core';
import { paginateDocument, type PaginateOptions, type PaginateResult } from '../../templates/pagination/paginate-document.js';

/** Tighter spacings tried to save a nearly empty last page (see paginate-document.ts). */
export const PAGINATION: PaginateOptions = { fits: [1, 0.9, 0.8], nearlyEmptyShare: 0.2, maxPages: 30 };

// Sent as source text: `__name` stands in for the helper that esbuild's keepNames adds in tests.
const PAGINATE = `(() => { const __name = (f) => f; return (${paginateDocument.toString()})(${JSON.stringify(PAGINATION)}); })()`;

// Forces layout so that every web font in use has been requested, then waits until they have all
// arrived: pagination measures text, and measures it in the fonts the PDF embeds.
const FONTS_LOADED = 'void (document.body && document.body.offsetHeight), document.fonts.ready.then(() => undefined)';

/**
 * Writes the flowing CV into the page and rewrites it there into its explicit A4 pages. The
 * page emulates print media, so that what is measured is what is printed.
 */
export async function paginateInPage(page: Page, html: string, deadline: number): Promise<PaginateResult> {
  await page.setContent(html, { waitUntil: 'load', timeout: Math.max(1, deadline - Date.now()) });
  return paginateLoadedDocument(page);
}

/** Paginates the document already loaded in `page` (print media emulated by the caller). */
export async function paginateLoadedDocument(page: Page): Promise<PaginateResult> {
  await page.evaluate(FONTS_LOADED);
  return page.evaluate<PaginateResult>(PAGINATE);
}

/** The paginated document as HTML: what the editor shows, page for page the PDF. */
export async function pagedHtml(page: Page): Promise<string> {
  return `<!DOCTYPE html>${await page.evaluate<string>('document.documentElement.outerHTML')}`;
}
