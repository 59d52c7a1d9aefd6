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
 * items and after the previous section's, each job reads title, company, place and dates in that order,
 * and a sidebar is one block on its page, never interleaved with the main column.
 */
let renderer: Renderer;

beforeAll(async () => {
  renderer = createRenderer({ poolSize: 2, queueMax: 32, timeoutMs: 30_000, assetFiles: cvAssetFiles() });
}, 60_000);

afterAll(async () => {
  await renderer?.close();
});

/**
 * Capitals folded (titles are capitalised by CSS), spaces collapsed, apostrophes as one: a font
 * that draws ’ and ʼ with one glyph maps it back to either.
 */
const fold = (text: string) => normalise(text).toLocaleUpperCase('de').replace(/ß/g, 'SS');
const normalise = (text: string) => text.replace(/[’ʼ']/g, "'").replace(/\s+/g, ' ').trim();

/**
 * Where `needle` stands in `text` as whole words, at or after `from`: its start and end, or
 * undefined when absent. Runs of extracted text may be cut anywhere (a line end, a change of
 * font): any space may separate two characters.
 */
function locate(text: string, needle: string, from = 0, { exactCase = false } = {}): { start: number; end: number } | undefined {
  const chars = Array.from((exactCase ? needle : fold(needle)).replace(/\s+/g, ''));
  const pattern = chars.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'gu');
  re.lastIndex = Math.max(0, from);
  const match = re.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}

/** Where `needle` starts in `text` (see `locate`), -1 when absent. */
function find(text: string, needle: string, from = 0, options: { exactCase?: boolean } = {}): number {
  return locate(text, needle, from, options)?.start ?? -1;
}

/** Each page as its runs of text, in the order the file holds them. */
async function pdfJsPages(pdf: Buffer): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[][] = [];
    for (let i = 1; i <= document.numPages; i++) {
      const content = await (await document.getPage(i)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Each page as its lines. */
async function popplerPages(pdf: Buffer): Promise<string[][]> {
  // Pages end with a form feed.
  const pages = (await pdfText(pdf, { raw: true })).split('\f').filter((page, i, all) => i < all.length - 1 || page.trim() !== '');
  return pages.map((page) => page.split('\n'));
}

interface Entry {
  title: string;
  company: string;
  place: string;
  period: string;
}

const entriesOf = (section: SectionView): Entry[] => {
  if (section.kind === 'experiences') return section.items.map((e) => ({ title: e.title, company: e.company, place: e.location, period: e.period }));
  if (section.kind === 'education') return section.items.map((e) => ({ title: e.degree, company: e.institution, place: e.city, period: e.period }));
  if (section.kind === 'accreditations') return section.items.map((e) => ({ title: e.name, company: e.organization, place: '', period: e.date }));
  return [];
};

/** What a sidebar design puts in its sidebar (see designs/tech-startup.tsx and modern-professional.tsx). */
const SIDEBAR_KINDS: Partial<Record<TemplateId, readonly string[]>> = { 3: ['skills', 'languages'], 5: ['skills', 'languages'] };

function sideTokens(section: SectionView): string[] {
  if (section.kind === 'skills') return section.groups.flatMap((g) => g.items.map((i) => i.name));
  if (section.kind === 'languages') return section.items.map((i) => i.name);
  return [];
}

function checkOrder(extractor: string, pages: string[][], templateId: TemplateId, sampleId: string) {
  const cv = sampleById(sampleId).cv;
  const view = buildCvView(cv);
  const raw = normalise(pages.map((units) => units.join(' ')).join(' '));
  const text = fold(raw);
  const sideKinds = SIDEBAR_KINDS[templateId] ?? [];
  const main = view.sections.filter((s) => !sideKinds.includes(s.kind));
  const where = (needle: string, from = 0) => find(text, needle, from);

  // Section titles in CV order (every design prints them in capitals: a word of a description
  // is not a title), each followed by its own items before the next title.
  const starts = main.map((s) => find(raw, s.title.toLocaleUpperCase('de'), 0, { exactCase: true }));
  expect(
    starts.every((p) => p >= 0),
    `${extractor}: every title present`,
  ).toBe(true);
  expect(starts, `${extractor}: titles in order`).toEqual([...starts].sort((a, b) => a - b));
  main.forEach((section, i) => {
    const start = starts[i]!;
    const end = i + 1 < main.length ? starts[i + 1]! : text.length;
    let previous = start;
    for (const entry of entriesOf(section)) {
      const at = where(entry.title, previous);
      expect(at > start && at < end, `${extractor}: « ${entry.title} » under « ${section.title} »`).toBe(true);
      // Title, company, place and dates in that order, nothing but a separator between two of them.
      let after = locate(text, entry.title, at)!.end;
      for (const part of [entry.company, entry.place, entry.period].filter(Boolean)) {
        const next = locate(text, part, after);
        expect(next, `${extractor}: « ${part} » after « ${entry.title} »`).toBeDefined();
        expect(text.slice(after, next!.start), `${extractor}: « ${entry.title} »: only a separator before « ${part} »`).toMatch(/^[\s·,–|-]*$/);
        after = next!.end;
      }
      previous = at + entry.title.length;
    }
  });

  // A sidebar is one block on each page: runs of text that are a sidebar entry (a skill, a
  // language, a sidebar title) and runs that are a main-column title switch at most once.
  if (sideKinds.length) {
    const sideSections = view.sections.filter((s) => sideKinds.includes(s.kind));
    const side = new Set([...sideSections.flatMap(sideTokens), ...sideSections.map((s) => s.title.toLocaleUpperCase('de'))].map(normalise));
    const mainTokens = new Set([...main.map((s) => s.title.toLocaleUpperCase('de')), ...main.flatMap((s) => entriesOf(s).map((e) => e.title))].map(normalise));
    for (const [n, units] of pages.entries()) {
      const kinds = units.map(normalise).flatMap((u) => (side.has(u) ? [true] : mainTokens.has(u) ? [false] : []));
      const switches = kinds.filter((k, i) => i > 0 && k !== kinds[i - 1]).length;
      expect(kinds.length, `${extractor}: page ${n + 1} has recognisable text`).toBeGreaterThan(0);
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
