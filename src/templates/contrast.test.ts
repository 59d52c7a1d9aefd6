import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorOptions, defaultAccentColors } from '../domain/cv/colours.js';
import { templatePalette } from '../domain/cv/colours.js';
import { CV_DENSITIES, CV_FONT_SIZES } from '../domain/cv/cv-layout.js';
import { cvDocumentSchema } from '../domain/cv/cv-schema.js';
import { TEMPLATE_IDS, type TemplateId } from '../domain/cv/template-catalogue.js';
import { findChromium } from '../server/rendering/find-chromium.js';
import { CHROMIUM_ARGS } from '../server/rendering/open-browser.js';
import { paginateLoadedDocument } from '../server/rendering/paginate.js';
import { renderCvHtml } from './render-cv-html.js';
import { womanPortrait } from './samples/sample-photos.js';
import { sampleById } from './samples/sample-catalogue.js';

/*
 * In Chromium, laid out for print: the WCAG contrast of every text in every design and every accent colour the editor offers (the
 * template's six, the spec's default, green, brown and the gradient): the document is laid out
 * in Chromium for print, and for each element holding text we compare its computed colour with
 * what is painted behind it: its own and its ancestors' backgrounds composited over the page,
 * including a sidebar band painted by a sibling, and every stop of a gradient. Then the name
 * block with long names, and the layout settings (body size, spacing).
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const executablePath = findChromium(process.env.CHROMIUM_PATH);
  if (!executablePath) throw new Error('Chromium not found');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  // The A4 width at 96 dpi, as the page is printed.
  page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  await page.emulateMedia({ media: 'print' });
  // Fonts change no colour: every request is refused, the document is set as content.
  await page.route('**/*', (route) => route.abort());
}, 30_000);

afterAll(async () => {
  await browser?.close();
});

interface Failure {
  selector: string;
  text: string;
  ratio: number;
  color: string;
  background: string;
}

/** Runs in the page: every text element whose contrast is below `min`. */
function lowContrast(min: number): Failure[] {
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba[] => {
    const found = [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
      const parts = (m[1] ?? '')
        .split(/[,\s/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1] as Rgba;
    });
    return found;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [top[0] * a + bottom[0] * (1 - a), top[1] * a + bottom[1] * (1 - a), top[2] * a + bottom[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The colours an element paints behind its content: its background colour and every stop of a filling gradient. */
  const paints = (el: Element): Rgba[][] => {
    const style = getComputedStyle(el);
    const layers: Rgba[][] = [];
    // A gradient fills the box when it is sized auto and has no transparent stop; otherwise it
    // draws a small shape (a timeline dot, an underline bar) that no text sits on.
    const stops = parse(style.backgroundImage);
    const fillsBox = style.backgroundSize === 'auto' && stops.every((c) => c[3] > 0);
    if (style.backgroundImage.includes('gradient') && fillsBox) layers.push(stops);
    const color = parse(style.backgroundColor)[0];
    if (color && color[3] > 0) layers.push([color]);
    return layers.filter((l) => l.length > 0);
  };
  const bands = [...document.querySelectorAll('.cv-band')];
  const failures: Failure[] = [];
  for (const el of document.querySelectorAll('body *')) {
    const ownText = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!ownText) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    // Backgrounds from the page up: white paper, a band under the text, then the ancestors.
    let stack: Rgba[] = [[255, 255, 255, 1]];
    const cx = rect.left + rect.width / 2;
    for (const band of bands) {
      const b = band.getBoundingClientRect();
      if (cx >= b.left && cx <= b.right) {
        for (const layer of paints(band)) stack = layer.flatMap((c) => stack.map((under) => over(c, under)));
      }
    }
    const chain: Element[] = [];
    for (let node: Element | null = el; node && node !== document.documentElement; node = node.parentElement) chain.unshift(node);
    for (const node of chain) {
      for (const layer of paints(node)) stack = layer.flatMap((c) => stack.map((under) => over(c, under)));
    }
    const style = getComputedStyle(el);
    let opacity = 1;
    for (const node of chain) opacity *= Number(getComputedStyle(node).opacity);
    const [text] = parse(style.color);
    if (!text) continue;
    const ink: Rgba = [text[0], text[1], text[2], text[3] * opacity];
    for (const background of stack) {
      const value = ratio(over(ink, background), background);
      if (value < min) {
        const selector = `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} < ${el.parentElement?.className ?? ''}`;
        failures.push({
          selector,
          text: ownText.slice(0, 30),
          ratio: Math.round(value * 100) / 100,
          color: style.color,
          background: `rgb(${background.slice(0, 3).map(Math.round).join(',')})`,
        });
        break;
      }
    }
  }
  return failures;
}

const accents = (templateId: TemplateId) => [...templatePalette(templateId), ...colorOptions.map((o) => o.value)];

/** The senior sample with everything a design may colour: photo, both skill kinds, levels, references. */
const senior = sampleById('senior').input;
const cv = cvDocumentSchema.parse({
  ...senior,
  skills: [...(senior.skills ?? []), { name: 'Sans niveau', showLevel: false }, { name: 'Écoute', type: 'soft', level: 80 }],
});

describe.each(TEMPLATE_IDS)('template %i', (templateId) => {
  it('reads at 4.5:1 or more in every accent colour', async () => {
    const report: string[] = [];
    expect(accents(templateId)).toHaveLength(10);
    expect(accents(templateId)).toContain(defaultAccentColors(templateId).primary);
    for (const accentColor of accents(templateId)) {
      await page.setContent(renderCvHtml(cv, { templateId, accentColor, photoDataUrl: womanPortrait }));
      const failures = await page.evaluate(lowContrast, 4.5);
      const seen = new Set<string>();
      for (const f of failures) {
        const key = `${f.selector} ${f.color} ${f.background}`;
        if (seen.has(key)) continue;
        seen.add(key);
        report.push(`${accentColor}: ${f.selector} « ${f.text} » ${f.color} on ${f.background} = ${f.ratio}`);
      }
    }
    expect(report).toEqual([]);
  }, 60_000);
});

describe.each(TEMPLATE_IDS)('template %i name block', (templateId) => {
  it.each([
    ['Anne', 'Dupont-Moretti', true],
    ['Marie-Christine', 'Müller-Lüdenscheidt', true],
    ['Jean-Baptiste Alexandre', 'de Montmollin-Vuilleumier', false],
    ['Jérôme', 'DONAUDAMPFSCHIFFFAHRTSGESELLSCHAFT', false],
    ['Anne-Sophie Maximiliane', 'DONAUDAMPFSCHIFFFAHRTSGESELLSCHAFT-Oberholzer', false],
  ])('fits %s %s inside its block and the page (on one line: %s) once paginated', async (firstName, lastName, oneLine) => {
    const input = { ...senior, personal_info: { ...senior.personal_info, firstName, lastName } };
    await page.setContent(renderCvHtml(cvDocumentSchema.parse(input), { templateId, photoDataUrl: womanPortrait }));
    await page.emulateMedia({ media: 'print' });
    await paginateLoadedDocument(page);
    const result = await page.evaluate(() => {
      const name = document.querySelector('h1.cv-name');
      if (!name) return { found: false, lines: 0, problems: [] as string[] };
      const problems: string[] = [];
      const sheet = (name.closest('.cv-page') as Element).getBoundingClientRect();
      // The block the name sits in: nothing of the name may stick out of it, nor off the page.
      const block = (name.closest('.t1-header, .t2-id, .t3-main, .t4-id, .t5-main, .t6-page') ?? name.parentElement) as Element;
      const limit = block.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(name);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0);
      for (const r of rects) {
        if (r.right > limit.right + 0.5 || r.left < limit.left - 0.5)
          problems.push(`sticks out of its block by ${Math.max(r.right - limit.right, limit.left - r.left).toFixed(1)} px`);
        if (r.right > sheet.right - 20 || r.left < sheet.left + 20) problems.push('runs into the page edge');
      }
      // Fragments of one line may differ by a pixel or two (a fallback glyph): a line is 8 px apart.
      const tops = rects.map((r) => r.top).sort((a, b) => a - b);
      return { found: true, lines: tops.filter((top, i) => i === 0 || top - tops[i - 1]! > 8).length, problems };
    });
    expect(result.found).toBe(true);
    expect(result.problems).toEqual([]);
    if (oneLine) expect(result.lines).toBe(1);
    await page.emulateMedia({ media: 'screen' });
  });
});

describe.each(TEMPLATE_IDS)('template %i layout settings', (templateId) => {
  it('sets body text at 10 pt or more at every offered size, larger as the size grows', async () => {
    let previous = 0;
    for (const font_size of CV_FONT_SIZES) {
      await page.setContent(renderCvHtml(cvDocumentSchema.parse({ ...senior, layout: { font_size } }), { templateId }));
      // Every paragraph and bullet of the CV's prose, in points.
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('.cv-rich p, .cv-rich li')].map((el) => (parseFloat(getComputedStyle(el).fontSize) * 72) / 96),
      );
      expect(sizes.length).toBeGreaterThan(0);
      const smallest = Math.min(...sizes);
      expect(smallest).toBeGreaterThanOrEqual(font_size - 0.01);
      expect(smallest).toBeGreaterThan(previous);
      previous = smallest;
    }
  });

  it('spaces sections further apart from compact to airy', async () => {
    const gaps: number[] = [];
    for (const density of CV_DENSITIES) {
      await page.setContent(renderCvHtml(cvDocumentSchema.parse({ ...senior, layout: { density } }), { templateId }));
      // From the top of the first section of the main flow to the top of the second one.
      gaps.push(
        await page.evaluate(() => {
          const [first, second] = [...document.querySelectorAll('.cv-flow:not(.cv-flow--side) .cv-section')].map((el) => el.getBoundingClientRect().top);
          return (second ?? 0) - (first ?? 0);
        }),
      );
    }
    const [compact = 0, normal = 0, airy = 0] = gaps;
    expect(compact).toBeLessThan(normal);
    expect(normal).toBeLessThan(airy);
  });
});
