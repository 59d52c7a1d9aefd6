import type { CDPSession, Page } from 'playwright-core';
import { paginateDocument, type PaginateOptions, type PaginateResult } from '../../templates/pagination/paginate-document.js';
import { applyTextChanges, changeableTexts, textChanges } from '../../templates/pagination/reuse-pages.js';

/**
 * Steps tried to save a nearly empty last page (see paginate-document.ts): tighter spacings, then
 * the tightest with text 4, 7 and 10 % smaller (10 pt body text becomes 9.6, 9.3 or 9 pt, the
 * smallest a printed CV should use). Each step is one more layout pass, only for such a CV.
 */
export const PAGINATION: PaginateOptions = { fits: [1, 0.9, 0.8], fontFits: [0.96, 0.93, 0.9], nearlyEmptyShare: 0.2, maxPages: 30, holdBack: true };

// Sent as source text: `__name` stands in for the helper that esbuild's keepNames adds in tests.
const PAGINATE_FN = `((options) => { const __name = (f) => f; return (${paginateDocument.toString()})(options); })`;
const PAGINATE = `${PAGINATE_FN}(${JSON.stringify(PAGINATION)})`;

// Forces layout so that every web font in use has been requested, then waits until they have all
// arrived: pagination measures text, and measures it in the fonts the PDF embeds.
const FONTS_LOADED = 'void (document.body && document.body.offsetHeight), document.fonts.ready.then(() => undefined)';

/**
 * One evaluation does the whole job (each round trip to the browser costs this process CPU):
 * writes the document into the page (as Playwright's setContent does), waits for its images and
 * fonts, paginates, and answers the page count, the boxes that overflow (elements marked
 * `data-fit-max`, in CSS pixels, named by `data-fit`) and, when asked, the paginated HTML.
 */
// Writes `html` into the page (as Playwright's setContent does) and waits for its images and fonts.
const WRITE_DOCUMENT = `document.open();
  document.write(html);
  document.close();
  await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => undefined)));
  void (document.body && document.body.offsetHeight);
  await document.fonts.ready;`;

/**
 * The paginator is put on each render page's window once (the global outlives the documents
 * written into the page: document.open keeps the window) and each evaluation only calls it:
 * sending and compiling its 25 KB of source with every document cost the renderer ~1.4 ms a render.
 */
const PAGINATOR_GLOBAL = '__cvPaginate';
// The two steps of a pagination from the pages before (reuse-pages.ts), put on the page with it.
const sourceOf = (fn: (...args: never[]) => unknown) => `((...args) => { const __name = (f) => f; return (${fn.toString()})(...args); })`;
const INSTALL_PAGINATOR = `window.${PAGINATOR_GLOBAL} = ${PAGINATE_FN};
  window.__cvChangeableTexts = ${sourceOf(changeableTexts)};
  window.__cvTextChanges = ${sourceOf(textChanges)};
  window.__cvApplyTextChanges = ${sourceOf(applyTextChanges)};
  true`;

/** At most this many texts changed for the pages before to be reused (a keystroke changes one, the name shows twice). */
const MAX_TEXT_CHANGES = 8;

const writeAndPaginateSource = (options: PaginateOptions) => `async ([html, withHtml, before]) => {
  // Not there (a page this process has not prepared, or one the browser replaced): say so, untouched.
  if (typeof window.${PAGINATOR_GLOBAL} !== 'function' || typeof window.__cvChangeableTexts !== 'function') return null;
  const overflowingNow = () => Array.from(document.querySelectorAll('[data-fit-max]'))
    .filter((el) => el.getBoundingClientRect().height > Number(el.getAttribute('data-fit-max')) + 0.5)
    .map((el) => el.getAttribute('data-fit') ?? '');
  const textNodes = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    return nodes;
  };
  // The head comes back unchanged: only the root's style (the spacing factor) and the body travel.
  const parts = () => ({ rootStyle: document.documentElement.getAttribute('style') ?? '', body: document.body.outerHTML });
  let refused;
  // Starting from the pages before is only a shortcut: whatever goes wrong there, the document is paginated in full.
  if (before) try {
    const changes = window.__cvTextChanges(before.flowBody, html, ${MAX_TEXT_CHANGES}, before.changeable);
    refused = changes ? undefined : 'texts';
    if (changes) {
      const html = before.pagedHtml;
      ${WRITE_DOCUMENT}
      const applied = window.__cvApplyTextChanges(changes, before.textMap);
      if (applied === true) {
        return { ...before.figures, passes: 0, shownBelow: 0, overflowing: overflowingNow(), textMap: before.textMap, changeable: before.changeable, ...parts() };
      }
      refused = applied;
    }
  } catch (error) {
    refused = 'failed: ' + String(error && error.message);
  }
  ${WRITE_DOCUMENT}
  // Where each text of the pages comes from, for the next pagination to start from these pages.
  const flowingNodes = withHtml ? textNodes() : [];
  const flowing = new Map(flowingNodes.map((node, i) => [node, i]));
  const inSidebar = flowingNodes.flatMap((node, i) => (node.parentElement?.closest('.cv-flow--side') ? [i] : []));
  const result = window.${PAGINATOR_GLOBAL}(${JSON.stringify(options)});
  const overflowing = overflowingNow();
  if (!withHtml) return { ...result, overflowing };
  const textMap = textNodes().map((node) => flowing.get(node) ?? -1);
  const changeable = window.__cvChangeableTexts(textMap, inSidebar);
  return { ...result, overflowing, textMap, changeable, ...parts(), ...(refused ? { refused } : {}) };
}`;
const WRITE_AND_PAGINATE_SOURCE = writeAndPaginateSource(PAGINATION);

/** What a render may change in the pagination (a letter asks for its own spacing steps). */
export type PaginationOverride = Partial<PaginateOptions>;

export interface PaginatedInPage extends PaginateResult {
  /** The `data-fit` names of the boxes taller than their `data-fit-max`. */
  overflowing: string[];
  /** Given the pages before (PagesBefore), why they were not this document's: paginated in full. */
  refused?: string;
}

/**
 * Each render page's own DevTools session: a raw `Runtime.evaluate` costs this process about a
 * third less CPU than Playwright's `page.evaluate` (no injected script, no argument wrapping),
 * and the preview runs on every pause in typing.
 */
const sessions = new WeakMap<Page, Promise<CDPSession>>();

export function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

interface Evaluated<T> {
  result: { value?: T };
  exceptionDetails?: { text: string; exception?: { description?: string } };
}

/**
 * The pages of an earlier pagination of a document with the same tags and attributes (see
 * reuse-pages.ts): the page tries them with the new texts before paginating in full.
 */
export interface PagesBefore {
  /** The earlier document's pages, as a whole document with the new document's head. */
  pagedHtml: string;
  /** The earlier flowing document from `<body` on. */
  flowBody: string;
  /** For each text node of those pages' body: the index of the flowing text node it came from, or -1. */
  textMap: number[];
  /** The flowing texts that may change in those pages (reuse-pages.ts). */
  changeable: number[];
  figures: Pick<PaginateResult, 'pages' | 'fit' | 'font' | 'lastShare'>;
}

async function writeAndPaginate<T>(page: Page, html: string, withHtml: boolean, override: PaginationOverride | undefined, before?: PagesBefore): Promise<T> {
  const session = await sessionOf(page);
  // The smaller-text steps are the CV's: a render with its own steps (a letter) names them if it wants them.
  const source = override ? writeAndPaginateSource({ ...PAGINATION, fontFits: [], ...override }) : WRITE_AND_PAGINATE_SOURCE;
  const expression = `(${source})([${JSON.stringify(html)}, ${withHtml}, ${before ? JSON.stringify(before) : 'null'}])`;
  for (let attempt = 0; ; attempt++) {
    const answer = (await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })) as Evaluated<T | null>;
    if (answer.exceptionDetails) throw new Error(`Pagination failed: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    const value = answer.result.value;
    if (value !== null && value !== undefined) return value;
    if (attempt > 0) throw new Error('Pagination failed: the paginator could not be put on the page');
    const installed = (await session.send('Runtime.evaluate', { expression: INSTALL_PAGINATOR, returnByValue: true })) as Evaluated<boolean>;
    if (installed.exceptionDetails)
      throw new Error(`Pagination failed: ${installed.exceptionDetails.exception?.description ?? installed.exceptionDetails.text}`);
  }
}

/**
 * Writes the flowing CV into the page and rewrites it there into its explicit A4 pages. The
 * page emulates print media, so that what is measured is what is printed.
 */
export async function paginateInPage(page: Page, html: string, override?: PaginationOverride): Promise<PaginatedInPage> {
  return writeAndPaginate<PaginatedInPage>(page, html, false, override);
}

/** The paginated document's parts that differ from the document written: the root's style and the body. */
export interface PagedParts {
  rootStyle: string;
  body: string;
  /** For each text node of the body: the index of the flowing document's text node it came from, or -1. */
  textMap: number[];
  /** The flowing texts a later document may change in these pages (reuse-pages.ts). */
  changeable: number[];
}

/**
 * The same, answering the paginated body and root style too (kept by pagination-memory.ts).
 * Given the pages of an earlier pagination (`before`), the page answers them with the new texts
 * when that is what a pagination would make (`passes` 0), else paginates.
 */
export async function paginateWithParts(page: Page, html: string, override?: PaginationOverride, before?: PagesBefore): Promise<PaginatedInPage & PagedParts> {
  return writeAndPaginate<PaginatedInPage & PagedParts>(page, html, true, override, before);
}

/** The same, answering the paginated document as HTML: what the editor shows, page for page the PDF. */
export async function paginateToHtml(page: Page, html: string, override?: PaginationOverride): Promise<PaginatedInPage & { html: string }> {
  const { rootStyle, body, textMap: _textMap, changeable: _changeable, ...result } = await paginateWithParts(page, html, override);
  return { ...result, html: withPagedBody(html, rootStyle, body) };
}

const WRITE_PAGED_SOURCE = `async (html) => {
  ${WRITE_DOCUMENT}
}`;

/**
 * Writes a document already paginated (its pages kept from an earlier pagination) into the
 * page and waits for its images and fonts: what the bare floor does before printing.
 */
export async function writePaged(page: Page, pagedHtml: string): Promise<void> {
  const session = await sessionOf(page);
  const answer = (await session.send('Runtime.evaluate', {
    expression: `(${WRITE_PAGED_SOURCE})(${JSON.stringify(pagedHtml)})`,
    awaitPromise: true,
    returnByValue: true,
  })) as Evaluated<undefined>;
  if (answer.exceptionDetails) throw new Error(`Writing the pages failed: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
}

/**
 * The document `html` (as renderCvHtml writes it: one `<html ...>` tag, one `<body ...>`) with
 * the paginated body and the root's style from the browser.
 */
export function withPagedBody(html: string, rootStyle: string, body: string): string {
  const bodyAt = html.indexOf('<body');
  if (bodyAt < 0) throw new Error('The document has no body');
  const head = rootStyle ? html.slice(0, bodyAt).replace(/<html\b/, `<html style="${rootStyle.replace(/"/g, '&quot;')}"`) : html.slice(0, bodyAt);
  return `${head}${body}</html>`;
}

/** Paginates the document already loaded in `page` (print media emulated by the caller). */
export async function paginateLoadedDocument(page: Page): Promise<PaginateResult> {
  await page.evaluate(FONTS_LOADED);
  return page.evaluate<PaginateResult>(PAGINATE);
}

/** The paginated document as HTML. */
export async function pagedHtml(page: Page): Promise<string> {
  return `<!DOCTYPE html>${await page.evaluate<string>('document.documentElement.outerHTML')}`;
}
