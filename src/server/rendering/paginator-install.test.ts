// The paginator goes on a render page's window once; each render then only calls it (paginate.ts).
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHROMIUM_ARGS } from './open-browser.js';
import { findChromium } from './find-chromium.js';
import { paginateInPage, paginateWithParts, sessionOf } from './paginate.js';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium(undefined)!, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 794, height: 1123 } });
  page = await context.newPage();
  await page.emulateMedia({ media: 'print' });
}, 60_000);
afterAll(async () => browser?.close());

/** Three A4 pages of blocks 100 mm tall, two to a page (257 mm of room in the flow). */
const html = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{size:A4;margin:0}body{margin:0;font:12pt/1.5 sans-serif}
.cv-page{position:relative;width:210mm;height:297mm;overflow:hidden}.cv-flow{padding:20mm 15mm}.b{height:100mm}
</style></head><body class="cv"><div class="cv-page"><main class="cv-flow">${'<div class="b">x</div>'.repeat(5)}</main></div></body></html>`;

describe('the paginator on a render page', () => {
  it('is put on the window by the first render, called by the next ones, and put back when gone', async () => {
    const session = await sessionOf(page);
    const send = vi.spyOn(session, 'send');
    const evaluations = () => send.mock.calls.filter(([method]) => method === 'Runtime.evaluate').length;

    // First render: asked, absent, put on the window, asked again.
    expect((await paginateInPage(page, html)).pages).toBe(3);
    expect(evaluations()).toBe(3);
    expect(await page.evaluate('typeof window.__cvPaginate')).toBe('function');

    // Writing another document keeps it: one evaluation.
    expect((await paginateInPage(page, html)).pages).toBe(3);
    expect(evaluations()).toBe(4);

    // Gone (a page the browser replaced): put back, and the render is the same.
    await page.evaluate('delete window.__cvPaginate');
    expect((await paginateInPage(page, html)).pages).toBe(3);
    expect(evaluations()).toBe(7);
    send.mockRestore();
  });
});

describe('pages before that cannot be used (reuse-pages.ts)', () => {
  it('paginate the document in full instead of failing the render', async () => {
    const full = await paginateWithParts(page, html);
    // A start the page cannot read (no text map): refused, and the same pages as a full pagination.
    const before = {
      pagedHtml: html,
      flowBody: html.slice(html.indexOf('<body')),
      textMap: undefined as unknown as number[],
      changeable: [0],
      figures: { pages: 3, fit: 1, font: 1, lastShare: 1 },
    };
    const paged = await paginateWithParts(page, html.replace('>x<', '>y<'), undefined, before);
    expect(paged.refused).toMatch(/^failed: /);
    expect(paged.passes).toBe(1);
    expect(paged.pages).toBe(3);
    expect(paged.body).toBe(full.body.replace('>x<', '>y<'));
  });
});
