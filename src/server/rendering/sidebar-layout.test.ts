import { describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { cvDocumentSchema } from '../../domain/cv/cv-schema.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById } from '../../templates/samples/sample-catalogue.js';
import { pdfText } from './fixtures/pdf-tools.js';
import { useRenderAndView } from './fixtures/render-and-view.js';

/*
 * The sidebars of templates 3 and 5 as printed and as the editor shows them: section titles on
 * one line inside the band, sections set apart from each other while the sidebar stays one text
 * block for poppler's layout analysis (designs/sidebar.ts), level gauges beside their names.
 */
const t = useRenderAndView({ poolSize: 1 });

const MM = 72 / 25.4;
/** The band's width: what stands left of it on page 1 is the sidebar. */
const BAND_PT = { 3: 67 * MM, 5: 70 * MM } as const;

interface Line {
  text: string;
  /** Baseline, in pt from the top of the page. */
  y: number;
  /** Text size in pt, as PDF readers take it (the height of the glyphs' matrix). */
  size: number;
}

/** Page 1's sidebar lines in the PDF (pdf.js text items left of the band's edge), top to bottom. */
async function sidebarLines(pdf: Buffer, bandPt: number): Promise<Line[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const page = await document.getPage(1);
    const height = page.getViewport({ scale: 1 }).viewBox[3] ?? 0;
    const lines: Line[] = [];
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
      if (x >= bandPt) continue;
      const baseline = height - y;
      const last = lines[lines.length - 1];
      if (last && Math.abs(last.y - baseline) < 1) last.text = `${last.text} ${item.str}`.replace(/\s+/g, ' ');
      else lines.push({ text: item.str.trim(), y: baseline, size: Math.hypot(c, d) });
    }
    return lines;
  } finally {
    await document.destroy();
  }
}

const senior = (fontSize: number) => {
  const { input } = sampleById('senior');
  return cvDocumentSchema.parse({ ...input, layout: { density: 'normal', font_size: fontSize } });
};

const TITLES = ['INFORMATIONS PERSONNELLES', 'COMPÉTENCES', 'LANGUES'];
const GROUPS = ['Compétences techniques', 'Compétences personnelles'];

describe.each([3, 5] as const)('template %i: the sidebar', (templateId) => {
  const html = (fontSize: number) => renderCvHtml(senior(fontSize), { templateId, accentColor: defaultAccentColors(templateId).primary });

  it('prints each title on one line, and sets sections apart within poppler’s one-block spacing', async () => {
    const lines = await sidebarLines(await t.renderer.renderPdf(html(10), { title: 'CV', author: 'Test' }), BAND_PT[templateId]);
    const text = lines.map((line) => line.text).join('\n');
    // « INFORMATIONS PERSONNELLES » on one line (it wrapped: « INFORMATIONS » / « PERSONNELLES »).
    expect(lines.filter((line) => /INFORMATIONS|PERSONNELLES/.test(line.text)).map((line) => line.text)).toEqual(['INFORMATIONS PERSONNELLES']);
    expect(
      lines.filter((line) => TITLES.includes(line.text)).map((line) => line.text),
      text,
    ).toEqual(TITLES);
    // One text size, and no two lines more than 1.45 sizes apart: poppler keeps the sidebar in
    // one block up to 1.5 (above that it read sections between the main column's jobs).
    const size = lines[0]!.size;
    for (const line of lines) expect(line.size, line.text).toBeCloseTo(size, 1);
    const gaps = lines.slice(1).map((line, i) => ({ line, before: lines[i]!, gap: (line.y - lines[i]!.y) / size }));
    for (const { line, gap } of gaps) expect(gap, `${line.text}: ${gap.toFixed(3)}`).toBeLessThanOrEqual(1.45);
    // A title (and a group's title) stands farther from the line above it than lines within a
    // section: 19 px (1.41 sizes in template 3, 1.425 in template 5) against 16 px (1.19, 1.2),
    // exactly, every line box being a whole number of pixels. All stood 1.34 to 1.43 apart
    // (Chromium's pixel snapping), titles glued to the section before.
    const isHeading = (line: Line) => TITLES.includes(line.text) || GROUPS.includes(line.text);
    const beforeHeadings = gaps.filter((g) => isHeading(g.line) && !TITLES.includes(g.before.text)).map((g) => g.gap);
    const withinSections = gaps.filter((g) => !isHeading(g.line) && !isHeading(g.before)).map((g) => g.gap);
    expect(beforeHeadings.length).toBe(templateId === 3 ? 3 : 4);
    for (const gap of beforeHeadings) expect(gap).toBeCloseTo(19 / (size / 0.75), 3);
    expect(withinSections.length).toBeGreaterThan(15);
    for (const gap of withinSections) expect(gap).toBeCloseTo(16 / (size / 0.75), 3);
  }, 60_000);

  it('keeps the details title on one line at the largest text size too, and the sidebar before the main column in poppler’s layout reading', async () => {
    const pdf = await t.renderer.renderPdf(html(12), { title: 'CV', author: 'Test' });
    const lines = await sidebarLines(pdf, BAND_PT[templateId]);
    expect(lines.filter((line) => /INFORMATIONS|PERSONNELLES/.test(line.text)).map((line) => line.text)).toEqual(['INFORMATIONS PERSONNELLES']);
    // Fitted (smaller, in template 3), the title may be a poppler block of its own: the layout
    // analysis still reads the whole sidebar between the name block and the main column.
    const layout = ((await pdfText(pdf)).split('\f')[0] ?? '').split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    const at = (text: string) => layout.findIndex((line) => line.startsWith(text));
    const sidebar = ['INFORMATIONS PERSONNELLES', 'COMPÉTENCES', 'Compétences', '• Power BI', '• Négociation', 'LANGUES', 'Italien'].map(at);
    expect(
      sidebar.every((i) => i >= 0),
      layout.join('\n'),
    ).toBe(true);
    expect(sidebar, layout.join('\n')).toEqual([...sidebar].sort((a, b) => a - b));
    expect(Math.max(...sidebar), layout.join('\n')).toBeLessThan(at('PROFIL'));
    expect(at('Marc-Antoine Rochat')).toBeLessThan(Math.min(...sidebar));
  }, 60_000);

  it('shows level gauges beside their names and every title inside the band, as the editor shows it', async () => {
    const paged = await t.renderer.renderPages(html(10));
    const report = (await t.visitor.inspect(
      paged.html,
      `(() => {
        const side = document.querySelector('.cv-page .cv-flow--side');
        const band = document.querySelector('.cv-page .cv-band').getBoundingClientRect();
        const gauges = Array.from(side.querySelectorAll('.cv-level-item')).flatMap((item) => {
          const name = item.querySelector('.cv-level-name');
          const gauge = item.querySelector('.cv-bar,.cv-segments,.cv-dots');
          if (!name || !gauge) return [];
          const range = document.createRange();
          range.selectNodeContents(name);
          const first = range.getClientRects()[0];
          const g = gauge.getBoundingClientRect();
          const middle = (g.top + g.bottom) / 2;
          return [{ name: name.textContent, beside: g.left >= name.getBoundingClientRect().right - 0.5, onFirstLine: middle > first.top && middle < first.bottom }];
        });
        const titles = Array.from(side.querySelectorAll('h2')).map((title) => {
          const range = document.createRange();
          range.selectNodeContents(title);
          const text = range.getBoundingClientRect();
          return { text: title.textContent, inside: text.left >= band.left && text.right <= band.right - 1, lines: range.getClientRects().length };
        });
        return { gauges, titles };
      })()`,
    )) as { gauges: Array<{ name: string; beside: boolean; onFirstLine: boolean }>; titles: Array<{ text: string; inside: boolean; lines: number }> };
    // The sample's 9 skills and 4 languages all show a level.
    expect(report.gauges).toHaveLength(13);
    for (const gauge of report.gauges) expect(gauge, gauge.name).toMatchObject({ beside: true, onFirstLine: true });
    expect(report.titles.map((title) => title.text.toLocaleUpperCase('fr'))).toEqual(TITLES);
    for (const title of report.titles) expect(title, title.text).toMatchObject({ inside: true, lines: 1 });
  }, 60_000);
});
