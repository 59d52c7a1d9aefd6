import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../../domain/cv/cv-schema.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { longCareerCv } from '../../templates/samples/long-career.js';
import { useRenderAndView } from './fixtures/render-and-view.js';
import { PAGINATION } from './paginate.js';

/*
 * The paginator's rules on documents built to hit each one exactly: an A4 page box whose flow
 * has 257 mm of room (20 mm padding top and bottom), filled with blocks of known heights.
 */
const t = useRenderAndView({ poolSize: 1 });

const doc = (body: string, extraCss = '') => `<!DOCTYPE html><html><head><meta charset="utf-8"><style>
@page{size:A4;margin:0}body{margin:0;font:12pt/1.5 sans-serif}h2,h3,p,ul,ol{margin:0}
.cv-page{position:relative;width:210mm;height:297mm;overflow:hidden;break-after:page}
.cv-page:last-child{break-after:auto}
.cv-flow{padding:20mm 15mm}
.b{height:var(--h)}h2{height:10mm}
${extraCss}</style></head><body class="cv"><div class="cv-page">${body}</div></body></html>`;

const block = (mm: number, text: string, cls = 'b') => `<div class="${cls}" style="--h:${mm}mm">${text}</div>`;

interface PageReport {
  flows: Array<{ text: string; firstText: string; lastText: string; html: string; overflows: boolean }>;
  bands: number;
  wide: boolean;
}

/** Each page's flows: their text, first and last texts, and whether content passes the page's bottom margin. */
const REPORT = `Array.from(document.querySelectorAll('.cv-page')).map((page) => ({
  bands: page.querySelectorAll('.cv-band').length,
  wide: page.classList.contains('cv-page--wide'),
  flows: Array.from(page.querySelectorAll('.cv-flow')).map((flow) => {
    const limit = page.getBoundingClientRect().bottom - parseFloat(getComputedStyle(flow).paddingBottom);
    const texts = Array.from(flow.querySelectorAll('*')).filter((e) => e.children.length === 0 && e.textContent.trim()).map((e) => e.textContent.trim());
    return {
      text: flow.textContent.replace(/\\s+/g, ' ').trim(),
      firstText: texts[0] ?? '',
      lastText: texts[texts.length - 1] ?? '',
      html: flow.innerHTML,
      overflows: Array.from(flow.children).some((c) => c.getBoundingClientRect().bottom > limit + 1),
    };
  }),
}))`;

async function paginate(html: string, { clipped = false } = {}): Promise<{ pages: number; report: PageReport[]; paged: string }> {
  const paged = await t.renderer.renderPages(html);
  const report = (await t.visitor.inspect(paged.html, REPORT)) as PageReport[];
  expect(report).toHaveLength(paged.pages);
  if (!clipped) for (const page of report) for (const flow of page.flows) expect(flow.overflows, flow.text.slice(0, 80)).toBe(false);
  return { pages: paged.pages, report, paged: paged.html };
}

const lorem = (words: number) =>
  Array.from({ length: words }, (_, i) => ['analyse', 'budget', 'équipe', 'projet', 'client', 'banque', 'Genève', 'mandat'][i % 8]).join(' ');

describe('paginateDocument', () => {
  it('keeps everything on one page when it fits, and says so', async () => {
    const { pages, report } = await paginate(doc(`<main class="cv-flow">${block(100, 'A')}${block(100, 'B')}</main>`));
    expect(pages).toBe(1);
    expect(report[0]!.flows[0]!.text).toBe('AB');
  });

  it('never leaves a heading last on a page: it moves with its first item', async () => {
    const html = doc(
      `<main class="cv-flow">${block(70, 'A')}${block(70, 'B')}${block(70, 'C')}<section class="cv-section"><h2>Formation</h2>${block(50, 'Master', 'b cv-item')}${block(50, 'Bachelor', 'b cv-item')}${block(50, 'Maturité', 'b cv-item')}${block(50, 'CFC', 'b cv-item')}</section></main>`,
    );
    const { pages, report } = await paginate(html);
    expect(pages).toBe(2);
    expect(report[0]!.flows[0]!.lastText).toBe('C');
    expect(report[1]!.flows[0]!.firstText).toBe('Formation');
  });

  it('moves an item whole rather than splitting it', async () => {
    const item = `<article class="cv-item"><div class="cv-item-head"><h3>Analyste</h3></div>${block(30, 'un')}${block(30, 'deux')}${block(30, 'trois')}</article>`;
    const { pages, report } = await paginate(doc(`<main class="cv-flow">${block(200, 'A')}${item}</main>`));
    expect(pages).toBe(2);
    expect(report[0]!.flows[0]!.text).toBe('A');
    expect(report[1]!.flows[0]!.text).toBe('Analyste un deux trois'.replace(/ /g, ''));
  });

  it('splits an item taller than a page between its blocks, continuing it on the next page', async () => {
    const parts = Array.from({ length: 6 }, (_, i) => block(60, `part${i + 1}`)).join('');
    const { pages, report } = await paginate(
      doc(`<main class="cv-flow"><article class="cv-item"><div class="cv-item-head"><h3>Directeur</h3></div>${parts}</article></main>`),
    );
    expect(pages).toBe(2);
    expect(report[0]!.flows[0]!.text).toBe('Directeurpart1part2part3part4');
    expect(report[1]!.flows[0]!.text).toBe('part5part6');
    expect(report[1]!.flows[0]!.html).toMatch(/^<article class="cv-item" data-cont="">/);
  });

  it('splits a long paragraph between lines, two lines at least on each side, losing no word', async () => {
    const text = lorem(400);
    const { pages, report } = await paginate(doc(`<main class="cv-flow">${block(200, 'A')}<div class="cv-rich"><p>${text}</p></div></main>`));
    expect(pages).toBe(2);
    const first = report[0]!.flows[0]!.text.slice(1);
    const second = report[1]!.flows[0]!.text;
    expect(`${first} ${second}`.replace(/\s+/g, ' ')).toBe(text);
    // 57 mm of room at 18 pt lines is 8 lines; each part holds whole words.
    expect(first.split(' ').length).toBeGreaterThan(20);
    expect(second.split(' ').length).toBeGreaterThan(20);
    expect(report[1]!.flows[0]!.html).toContain('<p data-cont="">');
  });

  // The rule « at least two lines on each side », pinned line by line: ten lines of 18 pt (6.35 mm),
  // one per <br>, after a block that leaves room for nine of them, then for one.
  const tenLines = `<div class="cv-rich"><p>${Array.from({ length: 10 }, (_, i) => `L${String(i + 1).padStart(2, '0')}`).join('<br>')}</p></div>`;
  const linesText = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `L${String(from + i).padStart(2, '0')}`).join('');

  it('never leaves one line of a paragraph alone at the top of the next page: two move', async () => {
    // 257 - 197 = 60 mm: nine lines would fit (57.2 mm); the split leaves eight and moves two.
    const { pages, report } = await paginate(doc(`<main class="cv-flow">${block(197, 'A')}${tenLines}</main>`));
    expect(pages).toBe(2);
    expect(report[0]!.flows[0]!.text).toBe(`A${linesText(1, 8)}`);
    expect(report[1]!.flows[0]!.text).toBe(linesText(9, 10));
  });

  it('never leaves one line of a paragraph alone at the bottom of a page: the paragraph moves', async () => {
    // 257 - 249 = 8 mm: room for one line (6.35 mm), not two.
    const { pages, report } = await paginate(doc(`<main class="cv-flow">${block(249, 'A')}${tenLines}</main>`));
    expect(pages).toBe(2);
    expect(report[0]!.flows[0]!.text).toBe('A');
    expect(report[1]!.flows[0]!.text).toBe(linesText(1, 10));
  });

  it('continues a numbered list with its own numbers and bullets without a second marker', async () => {
    const items = Array.from({ length: 30 }, (_, i) => `<li>point ${i + 1}</li>`).join('');
    const { report } = await paginate(doc(`<main class="cv-flow">${block(150, 'A')}<div class="cv-rich"><ol>${items}</ol></div></main>`));
    const html = report[1]!.flows[0]!.html;
    const firstOnNext = Number(/point (\d+)/.exec(report[1]!.flows[0]!.text)?.[1]);
    expect(html).toContain(`<ol data-cont="" start="${firstOnNext}">`);
    expect(report[0]!.flows[0]!.text).toContain(`point ${firstOnNext - 1}`);
  });

  it('moves a short section whole (a language list stays with its title)', async () => {
    const rows = Array.from({ length: 4 }, (_, i) => `<li class="cv-level-item b" style="--h:8mm">langue ${i + 1}</li>`).join('');
    const section = `<section class="cv-section"><h2>Langues</h2><ul class="cv-levels">${rows}</ul></section>`;
    const { report } = await paginate(doc(`<main class="cv-flow">${block(230, 'A')}${section}</main>`));
    expect(report[0]!.flows[0]!.text).toBe('A');
    expect(report[1]!.flows[0]!.text).toBe('Langueslangue 1langue 2langue 3langue 4');
  });

  it('parts a short section of dated items between two items rather than moving it whole', async () => {
    const items = ['Master', 'Bachelor']
      .map((t) => `<article class="cv-item"><div class="cv-item-head"><h3>${t}</h3></div>${block(20, 'détails')}</article>`)
      .join('');
    const { report } = await paginate(doc(`<main class="cv-flow">${block(205, 'A')}<section class="cv-section"><h2>Formation</h2>${items}</section></main>`));
    expect(report[0]!.flows[0]!.text).toBe('AFormationMasterdétails');
    expect(report[1]!.flows[0]!.text).toBe('Bachelordétails');
  });

  it('repeats the page frame (bands, columns) on every page, without page-one blocks', async () => {
    const body = `<div class="cv-band" style="position:absolute;left:0;top:0;bottom:0;width:60mm;background:#123"></div>
      <header><h1>Nom</h1></header>
      <div style="display:grid;grid-template-columns:60mm 1fr"><aside class="cv-flow">${block(40, 'contact')}</aside><main class="cv-flow">${block(150, 'A')}${block(150, 'B')}</main></div>`;
    const { pages, report } = await paginate(doc(body));
    expect(pages).toBe(2);
    expect(report.map((p) => p.bands)).toEqual([1, 1]);
    expect(report[1]!.flows.map((f) => f.text)).toEqual(['', 'B']);
    expect(report[1]!.flows[0]!.html).toBe('');
  });

  it('pulls a nearly empty last page back with a tighter spacing', async () => {
    const spaced = Array.from({ length: 10 }, (_, i) => block(22, `s${i}`, 'b gap')).join('');
    const html = doc(`<main class="cv-flow">${spaced}</main>`, '.gap{margin-bottom:calc(5mm * var(--cv-fit, 1))}');
    const { pages, paged } = await paginate(html);
    // 257 mm of room: 10 x 22 mm + 9 gaps of 5 mm is 265 mm, of 4.5 mm 260.5 mm, of 4 mm 256 mm.
    expect(pages).toBe(1);
    expect(paged).toMatch(/<html[^>]*style="--cv-fit: 0\.8;?"/);
  });

  it('keeps the spacing when a tighter one would not save the page', async () => {
    const html = doc(`<main class="cv-flow">${block(200, 'A')}${block(200, 'B')}</main>`, '.b{margin-bottom:calc(4mm * var(--cv-fit, 1))}');
    const { pages, paged } = await paginate(html);
    expect(pages).toBe(2);
    expect(paged).not.toMatch(/<html[^>]*--cv-fit/);
  });

  it('tries every step once on a nearly empty last page none saves, then puts the first pagination back', async () => {
    const html = doc(`<main class="cv-flow">${block(250, 'A')}${block(40, 'B')}</main>`, '.b{margin-bottom:calc(4mm * var(--cv-fit, 1))}');
    const paged = await t.renderer.renderPages(html);
    // B (40 mm) on page 2 fills 16 % of it; no step gets 290 mm into 257 mm. One pass at the
    // default spacing and one per step (2 spacings, 3 text sizes); before: a seventh, redoing the first.
    expect(paged.pages).toBe(2);
    expect(paged.fit).toBe(1);
    expect(paged.passes).toBe(6);
    expect(paged.html).not.toMatch(/<html[^>]*--cv-/);
  });

  it('lays a ten-page CV out a page at a time: at most two pages below the one being cut, the same pages as laying out the whole rest', async () => {
    const items = Array.from({ length: 30 }, (_, i) => block(80, `item${i + 1}`, 'b cv-item')).join('');
    const html = doc(`<main class="cv-flow"><section class="cv-section"><h2>Expérience</h2>${items}</section></main>`);
    const { pages, report, paged } = await paginate(html);
    // 257 mm of room: the title and three 80 mm items on page 1, three items on every page after.
    expect(pages).toBe(10);
    expect(report[0]!.flows[0]!.text).toBe('Expérienceitem1item2item3');
    expect(report[9]!.flows[0]!.text).toBe('item28item29item30');
    const held = await t.renderer.renderPages(html);
    expect(held.passes).toBe(1);
    expect(held.shownBelow).toBe(2);
    // Laying the whole rest out at every cut: nine pages below page 1, the cost in pages squared.
    const whole = await t.renderer.renderPages(html, { pagination: { ...PAGINATION, holdBack: false } });
    expect(whole.shownBelow).toBe(9);
    expect(whole.html).toBe(paged);
  });

  it('holds back the long main column and still ends it with the sidebar sections that did not fit on page 1', async () => {
    const section = (title: string, mm: number) => `<section class="cv-section"><h2>${title}</h2>${block(mm, `${title}-items`)}</section>`;
    const items = Array.from({ length: 20 }, (_, i) => block(80, `item${i + 1}`, 'b cv-item')).join('');
    const body = `<div style="display:grid;grid-template-columns:60mm 1fr"><aside class="cv-flow cv-flow--side"><div class="cv-block">${block(150, 'contact')}</div>${section('Compétences', 60)}${section('Langues', 80)}</aside>
      <main class="cv-flow"><section class="cv-section"><h2>Expérience</h2>${items}</section></main></div>`;
    const { pages, report, paged } = await paginate(doc(body));
    // Side: 150 + 70 mm fit, « Langues » (90 mm) moves to the main column, behind the 17 items
    // left after page 1 (three a page): page 7 holds the last two and it (250 mm).
    expect(pages).toBe(7);
    expect(report[0]!.flows.map((f) => f.text)).toEqual(['contactCompétencesCompétences-items', 'Expérienceitem1item2item3']);
    expect(report[6]!.flows.map((f) => f.text)).toEqual(['', 'item19item20LanguesLangues-items']);
    const whole = await t.renderer.renderPages(doc(body), { pagination: { ...PAGINATION, holdBack: false } });
    expect(whole.html).toBe(paged);
  });

  it('gives the same pages holding back as laying out the whole rest, for a ten-page CV in each of the six designs', async () => {
    const cv = cvDocumentSchema.parse(longCareerCv(36));
    const figures: Array<{ pages: number; passes: number; shownBelow: number; wholeShownBelow: number }> = [];
    for (const templateId of [1, 2, 3, 4, 5, 6]) {
      const html = renderCvHtml(cv, { templateId });
      const held = await t.renderer.renderPages(html);
      const whole = await t.renderer.renderPages(html, { pagination: { ...PAGINATION, holdBack: false } });
      expect(held.html, `design ${templateId}`).toBe(whole.html);
      figures.push({ pages: held.pages, passes: held.passes, shownBelow: held.shownBelow, wholeShownBelow: whole.shownBelow });
    }
    expect(figures.map((f) => f.pages)).toEqual([10, 11, 11, 10, 10, 10]);
    expect(figures.map((f) => f.passes)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(figures.map((f) => f.shownBelow)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(figures.map((f) => f.wholeShownBelow)).toEqual([9, 9, 11, 8, 9, 8]);
  });

  it("holds back in the fit steps too, by the first pass's slices: the same pages as laying out the whole rest", async () => {
    const figures: Array<{ pages: number; fit: number; passes: number; shownBelow: number }> = [];
    for (const [templateId, experiences] of [
      [3, 33],
      [5, 38],
    ] as const) {
      const html = renderCvHtml(cvDocumentSchema.parse(longCareerCv(experiences)), { templateId });
      const held = await t.renderer.renderPages(html);
      const whole = await t.renderer.renderPages(html, { pagination: { ...PAGINATION, holdBack: false } });
      expect(held.html, `design ${templateId}`).toBe(whole.html);
      figures.push({ pages: held.pages, fit: held.fit, passes: held.passes, shownBelow: held.shownBelow });
    }
    // A nearly empty eleventh page, saved by the 90 % spacing: two passes, each a page at a time.
    expect(figures).toEqual([
      { pages: 10, fit: 0.9, passes: 2, shownBelow: 2 },
      { pages: 10, fit: 0.9, passes: 2, shownBelow: 2 },
    ]);
  });

  it('lets a block taller than a page stand alone and carries on after it', async () => {
    const { pages, report } = await paginate(
      doc(`<main class="cv-flow">${block(50, 'A')}<img class="b" style="--h:400mm;display:block" alt="">${block(50, 'Z')}</main>`),
      { clipped: true },
    );
    expect(pages).toBe(3);
    expect(report[2]!.flows[0]!.text).toBe('Z');
  });

  it('moves the sidebar sections that do not fit on page 1 to the end of the main column: page 2 is one wide column', async () => {
    const section = (title: string, mm: number) => `<section class="cv-section"><h2>${title}</h2>${block(mm, `${title}-items`)}</section>`;
    const body = `<div class="cv-band" style="position:absolute;left:0;top:0;bottom:0;width:60mm"></div>
      <div style="display:grid;grid-template-columns:60mm 1fr"><aside class="cv-flow cv-flow--side"><div class="cv-block">${block(100, 'contact')}</div>${section('Compétences', 60)}${section('Langues', 80)}</aside>
      <main class="cv-flow">${block(150, 'A')}${block(150, 'B')}</main></div>`;
    const { pages, report } = await paginate(doc(body));
    // Side: 100 + 70 mm fit in 257 mm, « Langues » (90 mm) does not; it follows B in the main column.
    expect(pages).toBe(2);
    expect(report[0]!.flows.map((f) => f.text)).toEqual(['contactCompétencesCompétences-items', 'A']);
    expect(report[1]!.flows.map((f) => f.text)).toEqual(['', 'BLanguesLangues-items']);
    expect(report.map((p) => p.wide)).toEqual([false, true]);
  });

  it('lets a sidebar whose own blocks overflow go on to page 2, which then keeps its sidebar', async () => {
    const body = `<div style="display:grid;grid-template-columns:60mm 1fr"><aside class="cv-flow cv-flow--side"><div class="cv-block">${block(150, 'contact')}</div><div class="cv-block">${block(150, 'details')}</div></aside>
      <main class="cv-flow">${block(150, 'A')}${block(150, 'B')}</main></div>`;
    const { pages, report } = await paginate(doc(body));
    expect(pages).toBe(2);
    expect(report[1]!.flows.map((f) => f.text)).toEqual(['details', 'B']);
    expect(report.map((p) => p.wide)).toEqual([false, false]);
  });

  it('pulls a nearly empty last page back with slightly smaller text when spacing alone does not', async () => {
    // Blocks sized in em of 10 pt text: 120 + 120 + 27 mm, 10 mm too many for 257 mm, no spacing
    // to tighten; at 96 % of the size they take 256.3 mm.
    const em = (mm: number, text: string) => `<div class="e" style="height:${(mm / 3.5278).toFixed(3)}em">${text}</div>`;
    const html = doc(`<main class="cv-flow">${em(120, 'A')}${em(120, 'B')}${em(27, 'C')}</main>`, '.e{font-size:calc(10pt * var(--cv-font-fit, 1))}');
    const { pages, paged } = await paginate(html);
    expect(pages).toBe(1);
    expect(paged).toMatch(/<html[^>]*style="[^"]*--cv-fit: 0\.8;[^"]*--cv-font-fit: 0\.96/);
  });

  it('reports how full the last page is', async () => {
    const paged = await t.renderer.renderPages(doc(`<main class="cv-flow">${block(200, 'A')}${block(128.5, 'B')}</main>`));
    expect(paged.pages).toBe(2);
    // 128.5 mm of the 257 mm of room.
    expect(paged.lastShare).toBeCloseTo(0.5, 2);
  });

  it('fits a name wider than its column: smaller down to 60 % of its size, then wrapped between words', async () => {
    const name = (text: string) =>
      doc(`<main class="cv-flow" style="width:100mm"><h1 class="cv-name" style="font-size:40pt;white-space:nowrap">${text}</h1>${block(20, 'A')}</main>`);
    const FITS = `(() => { const n = document.querySelector('.cv-name'); const f = n.closest('.cv-flow'); const r = document.createRange(); r.selectNodeContents(n);
      const t = r.getBoundingClientRect(); const b = f.getBoundingClientRect(); const s = getComputedStyle(f);
      return { size: parseFloat(getComputedStyle(n).fontSize), inside: t.left >= b.left + parseFloat(s.paddingLeft) - 0.5 && t.right <= b.right - parseFloat(s.paddingRight) + 0.5, lines: r.getClientRects().length > 1 }; })()`;
    // 70 mm of room: « Anne Muster Lüthi » at 40 pt is wider, and fits at a smaller size on one line.
    const short = await t.renderer.renderPages(name('Anne Muster Lüthi'));
    const fitted = (await t.visitor.inspect(short.html, FITS)) as { size: number; inside: boolean; lines: boolean };
    expect(fitted.inside).toBe(true);
    expect(fitted.lines).toBe(false);
    expect(fitted.size).toBeLessThan((40 * 96) / 72);
    expect(fitted.size).toBeGreaterThanOrEqual((0.6 * 40 * 96) / 72 - 0.01);
    // Too long even at 60 %: the smallest size, wrapped between its words, still inside.
    const long = await t.renderer.renderPages(name('Maximiliane Charlotte Oberholzer Schwarzenbach Rüegsegger'));
    const wrapped = (await t.visitor.inspect(long.html, FITS)) as { size: number; inside: boolean; lines: boolean };
    expect(wrapped.size).toBeCloseTo((0.6 * 40 * 96) / 72, 1);
    expect(wrapped.inside).toBe(true);
    expect(wrapped.lines).toBe(true);
  });
});
