import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfImages, pdfInfo, pdfPageRgb, pdfText, photoDataUrl } from './fixtures/pdf-tools.js';
import { cvAssetFiles } from '../../templates/fonts.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { createRenderer, type Renderer } from './renderer.js';

// The editor's stand-in for a saved photo (template-preview.ts): 1 x 1 px.
const STAND_IN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const metadata = { title: 'CV – Jonas Großmann', author: 'Jonas Großmann' };
const cvRender = { imagesSizedByCss: true } as const;

let renderer: Renderer;
let paginatesEveryTime: Renderer;
let cvHtml: string;
let previewHtml: string;

beforeAll(async () => {
  const options = { poolSize: 1, queueMax: 8, timeoutMs: 20_000, assetFiles: cvAssetFiles() };
  renderer = createRenderer(options);
  paginatesEveryTime = createRenderer({ ...options, paginationMemoryChars: 0 });
  // The German sample in design 5 (a sidebar), with its photo: two pages.
  cvHtml = renderCvHtml(sampleById('german').cv, { templateId: 5, photoDataUrl: await photoDataUrl() });
  previewHtml = cvHtml.replace(/src="data:image\/jpeg;base64,[^"]+"/, `src="${STAND_IN}"`);
});

afterAll(async () => {
  await renderer?.close();
  await paginatesEveryTime?.close();
});

const pagesText = async (pdf: Buffer) => (await pdfText(pdf)).split('\f');

describe('one pagination per content (pagination-memory.ts)', () => {
  it('prints the pages the preview made, with the photo in place of its stand-in, as a render that paginates', async () => {
    expect(previewHtml).not.toBe(cvHtml);
    const preview = await renderer.renderPages(previewHtml, cvRender);
    expect(preview.pages).toBe(2);
    expect(renderer.stats().paginationsReused).toBe(0);

    const pdf = await renderer.renderPdf(cvHtml, metadata, cvRender);
    expect(renderer.stats().paginationsReused).toBe(1);
    const reference = await paginatesEveryTime.renderPdf(cvHtml, metadata, cvRender);
    expect(paginatesEveryTime.stats().paginationsReused).toBe(0);

    expect((await pdfInfo(pdf)).Pages).toBe('2');
    expect(await pagesText(pdf)).toEqual(await pagesText(reference));
    // The photo itself (480 px square), not the preview's 1 px stand-in.
    expect(await pdfImages(pdf)).toEqual([{ page: 1, width: 480, height: 480, encoding: 'jpeg' }]);
    for (const page of [1, 2]) {
      const [made, again] = await Promise.all([pdfPageRgb(pdf, page, 300), pdfPageRgb(reference, page, 300)]);
      expect(Buffer.compare(made.data, again.data)).toBe(0);
    }
  });

  it('answers a preview of content already paginated without the browser, the same pages', async () => {
    const first = await renderer.renderPages(cvHtml, cvRender);
    const completed = renderer.stats().completed;
    const reused = renderer.stats().paginationsReused;
    const again = await renderer.renderPages(cvHtml, cvRender);
    expect(renderer.stats().completed).toBe(completed);
    expect(renderer.stats().paginationsReused).toBe(reused + 1);
    expect(again).toEqual(first);
  });

  it('paginates again when the content changes, or when an image not sized by the page could move a break', async () => {
    await renderer.renderPages(previewHtml, cvRender);
    const reused = renderer.stats().paginationsReused;
    const changed = cvHtml.replaceAll('Zürich', 'Winterthur');
    expect(changed).not.toBe(cvHtml);
    expect((await pagesText(await renderer.renderPdf(changed, metadata, cvRender))).join('')).toContain('Winterthur');
    // Without imagesSizedByCss (a letter's signature is sized by its pixels) the images are part of the content.
    await renderer.renderPages(previewHtml);
    await renderer.renderPdf(cvHtml, metadata);
    expect(renderer.stats().paginationsReused).toBe(reused);
  });
});
