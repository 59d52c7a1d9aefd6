import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvAssetFiles } from '../../templates/fonts.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { womanPortrait } from '../../templates/samples/sample-photos.js';
import { loadRenderAssets } from './assets.js';
import { BrowserPool, RENDER_VIEWPORT } from './browser-pool.js';
import { paginateInPage } from './paginate.js';

let pool: BrowserPool;
beforeAll(async () => {
  pool = new BrowserPool({ poolSize: 1, queueMax: 1, timeoutMs: 60_000, recycleAfter: 1_000, assets: loadRenderAssets(cvAssetFiles()) });
  await pool.warmUp();
}, 60_000);
afterAll(() => pool?.close());

/** The PDF's bytes without what changes from one print to the next (its dates and its ID). */
const withoutDates = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\/(CreationDate|ModDate) \(D:[^)]*\)/g, '/$1 ()')
    .replace(/\/ID \[<[0-9a-f]+> ?<[0-9a-f]+>\]/gi, '/ID []');

describe('the render page’s viewport', () => {
  it('is as wide as A4 and one pixel high, so that the screen paints nothing of the CV', async () => {
    const seen = await pool.run(async (page) => ({ size: page.viewportSize(), window: await page.evaluate('[innerWidth, innerHeight]') }));
    expect(seen).toEqual({ size: { width: 794, height: 1 }, window: [794, 1] });
    expect(RENDER_VIEWPORT).toEqual({ width: 794, height: 1 });
  });

  it('prints every design of a one-page, a three-page and a four-page CV with a photo as a page-high viewport does', async () => {
    let compared = 0;
    for (const id of ['junior', 'senior', 'long-fr']) {
      const { cv } = sampleById(id);
      for (const templateId of [1, 2, 3, 4, 5, 6]) {
        const html = renderCvHtml(cv, {
          templateId,
          accentColor: cv.accent_colors.primary,
          secondaryColor: cv.accent_colors.secondary,
          photoDataUrl: cv.personal_info.photo_base64 || womanPortrait,
        });
        const [oneRow, pageHigh] = await pool.run(async (page) => {
          const print = async () => {
            const pages = (await paginateInPage(page, html)).pages;
            return { pages, pdf: withoutDates(await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true })) };
          };
          const first = await print();
          await page.setViewportSize({ width: 794, height: 1123 });
          try {
            return [first, await print()];
          } finally {
            await page.setViewportSize(RENDER_VIEWPORT);
          }
        });
        expect(oneRow.pages, `${id} in design ${templateId}`).toBe(pageHigh.pages);
        expect(oneRow.pdf === pageHigh.pdf, `${id} in design ${templateId}`).toBe(true);
        compared++;
      }
    }
    expect(compared).toBe(18);
  }, 120_000);
});
