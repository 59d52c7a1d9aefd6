import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { cvDocumentSchema, type CvDocument } from '../../domain/cv/cv-schema.js';
import { TEMPLATE_IDS, type TemplateId } from '../../domain/cv/template-catalogue.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { womanPortrait } from '../../templates/samples/sample-photos.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { pdfPageImages } from './page-image.js';
import { useRenderAndView } from './fixtures/render-and-view.js';

/*
 * The editor shows the PDF's own pages: the document the preview call answers, laid out by a
 * visitor's browser (screen media, as in the editor's frame), against the PDF the download call
 * prints, rasterised. Same page count, and every page the same picture up to anti-aliasing.
 */
const t = useRenderAndView();

/** Compared at a quarter of 96 dpi: glyph edges (two rasterisers) average out, a moved line does not. */
const COMPARE_WIDTH = 198;
const COMPARE_HEIGHT = 281;

async function grey(png: Buffer): Promise<Buffer> {
  return sharp(png).resize(COMPARE_WIDTH, COMPARE_HEIGHT, { fit: 'fill', kernel: 'cubic' }).greyscale().raw().toBuffer();
}

/** Share of pixels (in %) whose grey level differs by more than 32 of 255. */
async function differingShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let differing = 0;
  for (let i = 0; i < x.length; i++) if (Math.abs(x[i]! - y[i]!) > 32) differing++;
  return (100 * differing) / x.length;
}

const withPhoto = (id: string): CvDocument => {
  const cv = sampleById(id).input;
  return cvDocumentSchema.parse({ ...cv, personal_info: { ...cv.personal_info, photo_base64: cv.personal_info?.photo_base64 || womanPortrait } });
};

/** Pages per template (1 to 6): template 4's denser layout holds the long CV on three. */
const CASES = [
  { name: 'one page, French', cv: withPhoto('junior'), pages: [1, 1, 1, 1, 1, 1] },
  { name: 'two pages, German', cv: withPhoto('german'), pages: [2, 2, 2, 2, 2, 2] },
  { name: 'four pages, French', cv: withPhoto('long-fr'), pages: [4, 4, 4, 3, 4, 4] },
] as const;

describe.each(TEMPLATE_IDS)('template %i: preview pages = PDF pages', (templateId: TemplateId) => {
  it.each(CASES)('$name', async ({ cv, pages: perTemplate }) => {
    const pages = perTemplate[templateId - 1]!;
    const html = renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
    const [preview, pdf] = await Promise.all([t.renderer.renderPages(html), t.renderer.renderPdf(html, { title: 'CV', author: 'Test' })]);
    const shown = await t.visitor.screenshotPages(preview.html);
    const printed = await pdfPageImages(pdf, 794);

    expect(preview.pages).toBe(pages);
    expect(shown).toHaveLength(pages);
    expect(printed).toHaveLength(pages);
    for (let i = 0; i < pages; i++) {
      const share = await differingShare(shown[i]!, printed[i]!);
      expect(share, `page ${i + 1} differs by ${share.toFixed(2)} %`).toBeLessThan(2);
    }
    // The measure tells pages apart: the next page of the PDF is far from this one.
    if (pages > 1) expect(await differingShare(shown[0]!, printed[1]!)).toBeGreaterThan(8);
  });
});
