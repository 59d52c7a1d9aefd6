import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { TEMPLATE_IDS, type TemplateId } from '../../domain/cv/template-catalogue.js';
import { buildCvView, type SectionView } from '../../templates/cv-view.js';
import { cvAssetFiles } from '../../templates/fonts.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { pdfText } from './fixtures/pdf-tools.js';
import { createRenderer, type Renderer } from './renderer.js';

/*
 * What an applicant tracking system reads. Two extractions of the PDF the download call prints:
 * pdf.js in content order (`getTextContent`, as PDFBox and Tika read by default) and poppler's
 * `pdftotext -raw` (content-stream order). In both, every section title comes before its own
 * items and after the previous section's, each job's title, company and dates come together,
 * and a sidebar is one block on its page, never interleaved with the main column.
 */
let renderer: Renderer;

beforeAll(async () => {
  renderer = createRenderer({ poolSize: 2, queueMax: 32, timeoutMs: 30_000, assetFiles: cvAssetFiles() });
}, 60_000);

afterAll(async () => {
  await renderer?.close();
});

/** Capitals folded (titles are capitalised by CSS), spaces collapsed. */
const fold = (text: string) => text.replace(/\s+/g, ' ').toLocaleUpperCase('de').replace(/ß/g, 'SS');

/**
 * Where `needle` stands in `text` as whole words, at or after `from`; -1 when absent. Runs of
 * extracted text may be cut anywhere (a line end, a change of font): any space may separate
 * two characters.
 */
function find(text: string, needle: string, from = 0): number {
  const chars = Array.from(fold(needle).replace(/\s+/g, ''));
  const pattern = chars.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'gu');
  re.lastIndex = Math.max(0, from);
  return re.exec(text)?.index ?? -1;
}

async function pdfJsPages(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= document.numPages; i++) {
      const content = await (await document.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

async function popplerPages(pdf: Buffer): Promise<string[]> {
  // Pages end with a form feed.
  return (await pdfText(pdf, { raw: true })).split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
}

interface Entry {
  title: string;
  company: string;
  period: string;
}

const entriesOf = (section: SectionView): Entry[] => {
  if (section.kind === 'experiences') return section.items.map((e) => ({ title: e.title, company: e.company, period: e.period }));
  if (section.kind === 'education') return section.items.map((e) => ({ title: e.degree, company: e.institution, period: e.period }));
  if (section.kind === 'accreditations') return section.items.map((e) => ({ title: e.name, company: e.organization, period: e.date }));
  return [];
};

/** What a sidebar design puts in its sidebar (see designs/tech-startup.tsx and modern-professional.tsx). */
const SIDEBAR_KINDS: Partial<Record<TemplateId, readonly string[]>> = { 3: ['skills', 'languages'], 5: ['skills', 'languages'] };

function sideTokens(section: SectionView): string[] {
  if (section.kind === 'skills') return section.groups.flatMap((g) => g.items.map((i) => i.name));
  if (section.kind === 'languages') return section.items.map((i) => i.name);
  return [];
}

function checkOrder(extractor: string, pages: string[], templateId: TemplateId, sampleId: string) {
  const cv = sampleById(sampleId).cv;
  const view = buildCvView(cv);
  const text = fold(pages.join(' '));
  const sideKinds = SIDEBAR_KINDS[templateId] ?? [];
  const main = view.sections.filter((s) => !sideKinds.includes(s.kind));
  const where = (needle: string, from = 0) => find(text, needle, from);

  // Section titles in CV order, each followed by its own items before the next title.
  const starts = main.map((s) => where(s.title));
  expect(starts.every((p) => p >= 0), `${extractor}: every title present`).toBe(true);
  expect(starts, `${extractor}: titles in order`).toEqual([...starts].sort((a, b) => a - b));
  main.forEach((section, i) => {
    const start = starts[i]!;
    const end = i + 1 < main.length ? starts[i + 1]! : text.length;
    let previous = start;
    for (const entry of entriesOf(section)) {
      const at = where(entry.title, previous);
      expect(at > start && at < end, `${extractor}: « ${entry.title} » under « ${section.title} »`).toBe(true);
      // Title, company and dates together: nothing but those between the title and the other two.
      const parts = [entry.company, entry.period].filter(Boolean).map((p) => where(p, at - 200 > start ? at - 200 : start));
      for (const p of parts) expect(Math.abs(p - at), `${extractor}: « ${entry.title} » with its company and dates`).toBeLessThan(entry.title.length + 60);
      previous = at;
    }
  });

  // A sidebar is one block on each page: side and main texts switch at most once per page.
  if (sideKinds.length) {
    const side = view.sections.filter((s) => sideKinds.includes(s.kind)).flatMap(sideTokens);
    const mainTokens = main.flatMap((s) => [s.title, ...entriesOf(s).map((e) => e.title)]);
    for (const [n, page] of pages.entries()) {
      const pageText = fold(page);
      const found = [
        ...side.map((t) => ({ at: find(pageText, t), side: true })),
        ...mainTokens.map((t) => ({ at: find(pageText, t), side: false })),
      ]
        .filter((f) => f.at >= 0)
        .sort((a, b) => a.at - b.at);
      const switches = found.filter((f, i) => i > 0 && f.side !== found[i - 1]!.side).length;
      expect(switches, `${extractor}: page ${n + 1} interleaves sidebar and main column`).toBeLessThanOrEqual(1);
    }
  }
}

describe.each(TEMPLATE_IDS)('template %i: the PDF reads in order', (templateId: TemplateId) => {
  it.each(['junior', 'senior', 'german'])('%s CV', async (sampleId) => {
    const html = renderCvHtml(sampleById(sampleId).cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
    const pdf = await renderer.renderPdf(html, { title: 'CV', author: 'Test' });
    checkOrder('pdf.js', await pdfJsPages(pdf), templateId, sampleId);
    checkOrder('pdftotext -raw', await popplerPages(pdf), templateId, sampleId);
  });
});
