import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchCvPrinter, pdfToPngs, type CvPrinter } from '../../scripts/cv-chromium.js';
import { parseHexColor } from '../domain/cv/colour-math.js';
import { cvDocumentSchema, type CvDocument } from '../domain/cv/cv-schema.js';
import { defaultAccentColors } from '../domain/cv/colours.js';
import { TEMPLATE_IDS, type TemplateId } from '../domain/cv/template-catalogue.js';
import { buildCvView } from './cv-view.js';
import { renderCvHtml } from './render-cv-html.js';
import { sampleById } from './samples/sample-catalogue.js';

/*
 * The templates through a real Chromium and poppler: page counts, embedded fonts with every
 * French and German glyph, text in reading order, the sidebar on every page, and not a single
 * request refused (nothing tried to leave the renderer).
 */
const run = promisify(execFile);
let printer: CvPrinter;
let dir: string;

beforeAll(async () => {
  printer = await launchCvPrinter();
  dir = await mkdtemp(join(tmpdir(), 'cv-pdf-test-'));
}, 30_000);

afterAll(async () => {
  await printer?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const FAMILIES: Record<TemplateId, string[]> = {
  1: ['PlayfairDisplay', 'Lato'],
  2: ['Inter'],
  3: ['IBMPlexSans'],
  4: ['Montserrat', 'Lato'],
  5: ['SourceSans3'],
  6: ['EBGaramond'],
};

/** Sidebar designs: where the band is painted on every page, in mm from the left edge (pages 2+ keep a 7 mm stripe). */
const BANDS: Partial<Record<TemplateId, number>> = { 3: 3, 4: 2, 5: 3 };

/** Sidebar designs keep their band to the bottom of every page: the accent there, not white paper. */
async function expectBandOnEveryPage(pdf: Buffer, templateId: TemplateId, cv: CvDocument, pageCount: number) {
  const band = BANDS[templateId];
  if (band === undefined) return;
  const expected = parseHexColor(templateId === 4 ? cv.accent_colors.secondary : defaultAccentColors(templateId).primary);
  const pages = await pdfToPngs(pdf, { dpi: 30 });
  expect(pages).toHaveLength(pageCount);
  for (const png of pages) {
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const x = Math.round((band / 210) * info.width);
    const at = ((info.height - 3) * info.width + x) * info.channels;
    const [r = 0, g = 0, b = 0] = data.subarray(at, at + 3);
    if (templateId === 4) expect(r + g + b).toBeLessThan(3 * 200);
    else expect(Math.abs(r - (expected?.r ?? 0)) + Math.abs(g - (expected?.g ?? 0)) + Math.abs(b - (expected?.b ?? 0))).toBeLessThan(12);
  }
}

async function renderPdf(cv: CvDocument, templateId: TemplateId) {
  const html = renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
  const { pdf, blocked } = await printer.pdf(html);
  const file = join(dir, `cv-${templateId}-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const [info, fonts, text] = await Promise.all([
    run('pdfinfo', [file]).then((r) => r.stdout),
    run('pdffonts', [file]).then((r) => r.stdout),
    run('pdftotext', ['-enc', 'UTF-8', file, '-']).then((r) => r.stdout),
  ]);
  return { pdf, blocked, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]), info, fonts: parseFonts(fonts), text };
}

function parseFonts(table: string) {
  return table
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cols = line.trim().split(/\s+/);
      // name, type words..., encoding, emb, sub, uni, object, id
      return { name: (cols[0] ?? '').replace(/^[A-Z]{6}\+/, ''), embedded: cols[cols.length - 5] === 'yes' };
    });
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Every design prints section titles in capitals (CSS text-transform), as pdftotext reads them. */
const capitals = (text: string) => oneLine(text).toLocaleUpperCase('fr').replace(/ß/g, 'SS');
/** Where a section title stands in the text as whole words ('FORMATION', not 'INFORMATIONS'). */
const titleAt = (text: string, title: string) =>
  new RegExp(`(?<!\\p{L})${capitals(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').exec(text)?.index ?? -1;

describe.each(TEMPLATE_IDS)('template %i through Chromium', (templateId) => {
  it('prints the three-page senior CV: pages, fonts, reading order, sidebar on every page', async () => {
    const sample = sampleById('senior');
    const result = await renderPdf(sample.cv, templateId);
    expect(result.blocked).toEqual([]);
    expect(result.pages).toBe(3);
    expect(result.info).toMatch(/^Title:\s+Marc-Antoine Rochat – Directeur financier$/m);

    expect(result.fonts.length).toBeGreaterThan(0);
    for (const font of result.fonts) {
      expect(font.embedded, font.name).toBe(true);
      expect(
        FAMILIES[templateId].some((family) => font.name.startsWith(family)),
        font.name,
      ).toBe(true);
    }

    const text = oneLine(result.text);
    expect(capitals(text).startsWith('MARC-ANTOINE ROCHAT')).toBe(true);
    const view = buildCvView(sample.cv);
    const side = templateId === 3 || templateId === 5 ? ['skills', 'languages'] : [];
    for (const group of [view.sections.filter((s) => !side.includes(s.kind)), view.sections.filter((s) => side.includes(s.kind))]) {
      const positions = group.map((s) => titleAt(text, s.title));
      expect(
        positions.every((p) => p > 0),
        group.map((s) => s.title).join(', '),
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }

    await expectBandOnEveryPage(result.pdf, templateId, sample.cv, 3);
  });

  it('flows a longer CV onto a fourth page', async () => {
    const senior = sampleById('senior').input;
    const experiences = senior.professional_experiences ?? [];
    // Template 4 sets the senior CV tightest: it needs two more jobs than the others for a fourth page.
    const more = templateId === 4 ? 5 : 3;
    const cv = cvDocumentSchema.parse({ ...senior, professional_experiences: [...experiences, ...experiences.slice(0, more)] });
    const result = await renderPdf(cv, templateId);
    expect(result.blocked).toEqual([]);
    expect(result.pages).toBe(4);
    await expectBandOnEveryPage(result.pdf, templateId, cv, 4);
  });

  it('keeps the junior CV on one page', async () => {
    const result = await renderPdf(sampleById('junior').cv, templateId);
    expect(result.pages).toBe(1);
    expect(result.blocked).toEqual([]);
  });

  it('prints every French and German glyph with its own fonts', async () => {
    const glyphs = 'é è ê à ç ô û ü ö ä ß « » • – ’ € É À Ç Œ œ æ';
    const cv = cvDocumentSchema.parse({
      cv_language: 'de',
      personal_info: { firstName: 'Zoë', lastName: 'Weiß-Müller', jobTitle: `Spezialistin ${glyphs}` },
      summary: `<p><strong>${glyphs}</strong> <em>${glyphs}</em> ${glyphs}</p>`,
      professional_experiences: [{ title: `Ingénieure ${glyphs}`, company: 'Lötschberg AG', description: glyphs }],
    });
    const result = await renderPdf(cv, templateId);
    for (const font of result.fonts)
      expect(
        FAMILIES[templateId].some((family) => font.name.startsWith(family)),
        font.name,
      ).toBe(true);
    const text = result.text.replace(/\s+/g, ' ');
    for (const glyph of glyphs.split(' ')) expect(text, glyph).toContain(glyph);
    expect(
      result.fonts.some((f) => /Italic/.test(f.name)),
      'italic face',
    ).toBe(true);
  });
});
