import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvDocumentSchema, type CvDocument } from '../../domain/cv/cv-schema.js';
import { cvAssetFiles } from '../../templates/fonts.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { longCareerCv } from '../../templates/samples/long-career.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { createRenderer, type Renderer } from './renderer.js';

// A keystroke's preview from the pages of the one before (reuse-pages.ts), against a renderer
// that paginates every document in full: the same pages, to the byte.
const cvRender = { imagesSizedByCss: true } as const;
let renderer: Renderer;
let paginatesEveryTime: Renderer;

beforeAll(() => {
  const options = { poolSize: 1, queueMax: 8, timeoutMs: 20_000, assetFiles: cvAssetFiles() };
  renderer = createRenderer(options);
  paginatesEveryTime = createRenderer({ ...options, paginationMemoryChars: 0 });
});

afterAll(async () => {
  await renderer?.close();
  await paginatesEveryTime?.close();
});

type Cv = CvDocument;
const edited = (cv: Cv, edit: (cv: Cv) => void): Cv => {
  const copy = structuredClone(cv);
  edit(copy);
  return copy;
};
const html = (cv: Cv, templateId = 5) => renderCvHtml(cv, { templateId });

/** The preview of `after` right after the one of `before`: whether it started from the pages before, and its pages. */
async function keystroke(before: string, after: string) {
  await renderer.renderPages(before, cvRender);
  const started = renderer.stats().paginationsFromPagesBefore;
  const paged = await renderer.renderPages(after, cvRender);
  const full = await paginatesEveryTime.renderPages(after, cvRender);
  return { fromPagesBefore: renderer.stats().paginationsFromPagesBefore - started, paged, full };
}

describe('a keystroke paginates from the pages before (reuse-pages.ts)', () => {
  const cv = cvDocumentSchema.parse(longCareerCv(13));

  it('puts a new city into the pages of a moment ago: the pages a full pagination makes', async () => {
    const { fromPagesBefore, paged, full } = await keystroke(html(cv), html(edited(cv, (c) => (c.personal_info.city = 'Genève 2'))));
    expect(fromPagesBefore).toBe(1);
    expect(paged.passes).toBe(0);
    expect(full.passes).toBe(1);
    expect(paged.pages).toBe(5);
    expect(paged.html).toBe(full.html);
    expect(paged.html).toContain('Genève 2');
  });

  it('changes a text in place on page 3, inside the copies of the section and its list of items that the break cut', async () => {
    // The 8th experience of 13 is the second on page 3: its section and list go on there as copies.
    const { fromPagesBefore, paged, full } = await keystroke(
      html(cv),
      html(edited(cv, (c) => (c.professional_experiences[7]!.company = 'Fiduciaire du Léman SA'))),
    );
    expect(fromPagesBefore).toBe(1);
    expect(paged.html).toBe(full.html);
    expect(paged.html).toContain('Fiduciaire du Léman SA');
  });

  it('starts from the pages before in each design, for a word added to the first description', async () => {
    const after = edited(cv, (c) => {
      const first = c.professional_experiences[0]!;
      first.description = first.description.replace('.</p></li>', ' clés.</p></li>');
    });
    const pages: number[] = [];
    const started: number[] = [];
    for (const templateId of [1, 2, 3, 4, 5, 6]) {
      const { fromPagesBefore, paged, full } = await keystroke(html(cv, templateId), html(after, templateId));
      expect(paged.html).toBe(full.html);
      pages.push(paged.pages);
      started.push(fromPagesBefore);
    }
    expect(pages).toEqual([5, 5, 5, 4, 5, 5]);
    // Design 4 ends on a nearly empty page that a tighter spacing saves: pages measured at other
    // sizes are never a start (a text's width there says nothing of its width at the first size).
    expect(started).toEqual([1, 1, 1, 0, 1, 1]);
  });

  it('puts a longer name into the pages before when it still fits at its size (the head names the author too)', async () => {
    const german = cvDocumentSchema.parse({ ...sampleById('german').cv, personal_info: { ...sampleById('german').cv.personal_info, photo_base64: '' } });
    const { fromPagesBefore, paged, full } = await keystroke(
      html(german),
      html(edited(german, (c) => (c.personal_info.lastName = `${c.personal_info.lastName}s`))),
    );
    expect(fromPagesBefore).toBe(1);
    expect(paged.html).toBe(full.html);
    expect(paged.html).toContain('<meta name="author" content="Jonas Großmanns"/>');
  });

  const firstBullet = (replace: (description: string) => string) => (c: Cv) => {
    const first = c.professional_experiences[0]!;
    first.description = replace(first.description);
  };
  it.each([
    ['the new text takes another line', firstBullet((d) => d.replace('.</p></li>', `${' et encore une précision'.repeat(12)}.</p></li>`)), 1],
    // Other tags: the pages before are not even tried.
    ['a list item more', firstBullet((d) => d.replace('</ul>', '<li>Une ligne de plus</li></ul>')), 0],
  ])('paginates in full when %s', async (_case, edit, tried) => {
    const triedBefore = renderer.stats().paginationsTriedFromPagesBefore;
    const { fromPagesBefore, paged, full } = await keystroke(html(cv), html(edited(cv, edit)));
    expect(renderer.stats().paginationsTriedFromPagesBefore - triedBefore).toBe(tried);
    expect(fromPagesBefore).toBe(0);
    expect(paged.passes).toBe(1);
    expect(paged.html).toBe(full.html);
  });

  it('does not try the pages before again for the next keystroke in a text that may not change in place', async () => {
    // The 7th experience of 13 opens page 3: a break measured it at the bottom of page 2.
    const openingTitle = (title: string) => (c: Cv) => {
      c.professional_experiences[6]!.title = title;
    };
    const tried = () => renderer.stats().paginationsTriedFromPagesBefore;
    const first = html(edited(cv, openingTitle('Directeur financier adjoint')));
    const second = html(edited(cv, openingTitle('Directeur financier adjoint a')));
    const third = html(edited(cv, openingTitle('Directeur financier adjoint ai')));
    await renderer.renderPages(html(cv), cvRender);
    const before = tried();
    const started = renderer.stats().paginationsFromPagesBefore;
    const made = [await renderer.renderPages(first, cvRender), await renderer.renderPages(second, cvRender), await renderer.renderPages(third, cvRender)];
    expect(tried() - before).toBe(1);
    expect(renderer.stats().paginationsFromPagesBefore).toBe(started);
    expect(made.map((paged) => paged.passes)).toEqual([1, 1, 1]);
    expect(made[2]!.html).toBe((await paginatesEveryTime.renderPages(third, cvRender)).html);
  });
});
