import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileHtml } from './fixtures/hostile-html.js';
import { pdfFonts, pdfImages, pdfInfo, pdfPageRgb, pdfText, photoDataUrl } from './fixtures/pdf-tools.js';
import { INLINE_IMAGE_PREFIX } from './inline-images.js';
import { INTERNAL_ORIGIN } from './internal-origin.js';
import { fixtureAssetFiles, sampleCv, sampleCvHtml } from './fixtures/sample-cv.js';
import { createRenderer, type Renderer } from './renderer.js';

// One renderer for the whole file, as the server has: two warm pages.
let renderer: Renderer;
let cvHtml: string;

beforeAll(async () => {
  renderer = createRenderer({ poolSize: 2, queueMax: 32, timeoutMs: 20_000, assetFiles: fixtureAssetFiles() });
  cvHtml = sampleCvHtml(sampleCv, await photoDataUrl());
});

afterAll(async () => {
  await renderer?.close();
});

const pdfMetadata = { title: 'CV – Élodie Müller-Favre', author: 'Élodie Müller-Favre' };

describe('renderPdf', () => {
  let pdf: Buffer;
  beforeAll(async () => {
    // The very first render of a fresh browser and page: fonts must already be in it.
    pdf = await renderer.renderPdf(cvHtml, pdfMetadata);
  });

  it('prints the CV on two A4 pages with its backgrounds', async () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = await pdfInfo(pdf);
    expect(info.Pages).toBe('2');
    expect(info['Page size']).toMatch(/^59[45](\.\d+)? x 84[12](\.\d+)? pts \(A4\)$/);
    expect(info.Tagged).toBe('yes');
    expect(info.stderr).toBe('');
    // The dark sidebar is printed on both pages (backgrounds on, fixed element repeated).
    for (const page of [1, 2]) {
      const { data, width } = await pdfPageRgb(pdf, page, 200);
      const at = (x: number, y: number) => [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
      expect(at(10, 250)).toEqual([expect.closeTo(0x13, -1), expect.closeTo(0x36, -1), expect.closeTo(0x64, -1)]);
    }
  });

  it('sets the title and the author, accents included', async () => {
    const info = await pdfInfo(pdf);
    expect(info.Title).toBe('CV – Élodie Müller-Favre');
    expect(info.Author).toBe('Élodie Müller-Favre');
    expect(info.Creator).toBe('CV Suisse');
  });

  it('embeds the web fonts of the document, not fallbacks', async () => {
    const fonts = await pdfFonts(pdf);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    const names = fonts.map((f) => f.name).sort();
    expect(names).toEqual(['Lora-Italic', 'Lora-SemiBold', 'SourceSans3ExtraLight-Bold', 'SourceSans3ExtraLight-Italic', 'SourceSans3ExtraLight-Regular']);
  });

  it('draws the photo, which the page loaded by its own request rather than from the document', async () => {
    // The photo is the document's only image: 480 px square, kept as the JPEG it was.
    expect(await pdfImages(pdf)).toEqual([{ page: 1, width: 480, height: 480, encoding: 'jpeg' }]);
    expect(renderer.stats().inlineImagesServed).toBeGreaterThanOrEqual(1);
    const blocked = renderer.stats().requestsBlocked;
    // A document naming an image no render of its own carries is refused it.
    const other = cvHtml.replace(/src="data:image\/jpeg;base64,[^"]+"/, `src="${INTERNAL_ORIGIN}${INLINE_IMAGE_PREFIX}${'A'.repeat(43)}"`);
    expect(other).not.toBe(cvHtml);
    const drawn = await pdfImages(await renderer.renderPdf(other, pdfMetadata));
    expect(drawn.filter((image) => image.width === 480)).toEqual([]);
    expect(renderer.stats().requestsBlocked).toBe(blocked + 1);
  });

  it('keeps the text extractable in reading order: the name, then the sections', async () => {
    const text = await pdfText(pdf);
    expect(text.split('\n')[0]).toBe('Élodie Müller-Favre');
    // Raw mode follows the content stream: Chromium writes it in document order.
    const raw = await pdfText(pdf, { raw: true });
    expect(raw.split('\n').slice(0, 3)).toEqual(['Élodie Müller-Favre', 'Cheffe de projet digital', 'PROFIL']);
    const positions = ['PROFIL', 'EXPÉRIENCES PROFESSIONNELLES', 'Banque Lémanique', 'Helvetia', 'FORMATION'].map((s) => raw.indexOf(s));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // Every glyph French and German CVs need comes back as text.
    expect(text).toContain('« ouverture de compte »');
    expect(text).toContain('aujourd’hui');
    expect(text).toContain('2021 – aujourd’hui');
  });

  it('renders documents in parallel on a pool of two pages', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `Personne numéro ${i + 1}`);
    const pdfs = await Promise.all(names.map((name) => renderer.renderPdf(sampleCvHtml({ ...sampleCv, name }), { title: name, author: name })));
    for (const [i, one] of pdfs.entries()) {
      expect((await pdfText(one, { raw: true })).split('\n')[0]).toBe(names[i]);
      expect((await pdfInfo(one)).Author).toBe(names[i]);
    }
    expect(renderer.stats().pagesOpen).toBeLessThanOrEqual(2);
  });
});

describe('renderPreviewImage', () => {
  it('is page 1 of the PDF, about 400 px wide, as a JPEG that is not blank', async () => {
    const image = await renderer.renderPreviewImage(cvHtml);
    expect(renderer.previewImageContentType).toBe('image/jpeg');
    const info = await sharp(image).metadata();
    expect(info.format).toBe('jpeg');
    expect(info.width).toBe(400);
    expect(info.height).toBe(566);
    const stats = await sharp(image).stats();
    expect(stats.channels.every((c) => c.stdev > 20)).toBe(true);

    // Compared with the pages of the downloadable PDF as poppler (another engine) draws them,
    // at thumbnail size so that anti-aliasing differences fade: it is page 1.
    const pdf = await renderer.renderPdf(cvHtml, pdfMetadata);
    const thumbnail = (input: Sharp) => input.resize(100, 141, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const preview = await thumbnail(sharp(image));
    const differenceFrom = async (page: number) => {
      const { data: rgb, width, height } = await pdfPageRgb(pdf, page, 400);
      const other = await thumbnail(sharp(rgb, { raw: { width, height, channels: 3 } }));
      let sum = 0;
      for (let i = 0; i < preview.length; i++) sum += Math.abs(preview[i]! - other[i]!);
      return sum / preview.length;
    };
    const [page1, page2] = [await differenceFrom(1), await differenceFrom(2)];
    expect(page1).toBeLessThan(8);
    expect(page1).toBeLessThan(page2 / 2);
  });
});

describe('isolation', () => {
  let server: Server;
  let origin: string;
  const reached: string[] = [];
  let connections = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      reached.push(req.url ?? '');
      res.end('');
    });
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('never lets a render reach the network, and runs no script', async () => {
    const before = renderer.stats().requestsBlocked;
    const pdf = await renderer.renderPdf(hostileHtml(origin), { title: 'Document hostile', author: 'x' });
    await renderer.renderPreviewImage(hostileHtml(origin));
    // The pages go on to render an ordinary CV after the hostile one (meta refresh, late loads).
    await Promise.all([renderer.renderPdf(cvHtml, pdfMetadata), renderer.renderPdf(cvHtml, pdfMetadata)]);

    expect(reached).toEqual([]);
    expect(connections).toBe(0);
    expect(renderer.stats().requestsBlocked).toBeGreaterThan(before + 20);

    const text = await pdfText(pdf);
    expect(text).toContain('Texte d’origine');
    expect(text).not.toContain('Modifié par un script');
  });

  it('still prints with the right fonts after a hostile document', async () => {
    const fonts = await pdfFonts(await renderer.renderPdf(cvHtml, pdfMetadata));
    expect(fonts.map((f) => f.name)).toContain('Lora-SemiBold');
  });
});
