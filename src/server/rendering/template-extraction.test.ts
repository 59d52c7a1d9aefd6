import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { cvDocumentSchema, type CvDocument } from '../../domain/cv/cv-schema.js';
import { TEMPLATE_IDS, type TemplateId } from '../../domain/cv/template-catalogue.js';
import { cvAssetFiles } from '../../templates/fonts.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById, sampleCvs } from '../../templates/samples/sample-catalogue.js';
import { pdfText } from './fixtures/pdf-tools.js';
import { createRenderer, type Renderer } from './renderer.js';

/*
 * What a recruiter's parser reads, in the three extractions parsers use: pdf.js text items
 * (`getTextContent`), `pdftotext -raw` (content order) and poppler's default layout analysis.
 * In each: the name is one run, every section title is a line of its own before its content,
 * a job reads title, employer, place, then dates, bullets are « • ». In French, German and a
 * French CV with German sentences, no French spacing lands in the German ones. And no CV's last
 * page is left under 15 % full.
 */
let renderer: Renderer;
beforeAll(async () => {
  renderer = createRenderer({ poolSize: 2, queueMax: 64, timeoutMs: 60_000, assetFiles: cvAssetFiles() });
}, 60_000);
afterAll(async () => renderer?.close());

const mixed = cvDocumentSchema.parse({
  cv_language: 'fr',
  personal_info: { firstName: 'Anne-Sophie', lastName: 'Müller-Ferrière', jobTitle: 'Comptable', email: 'anne@example.ch' },
  summary: { content: '<p>Comptable avec dix ans de pratique : clôtures et TVA.</p><p>Deutsch und Französisch; gewohnt, im Team zu arbeiten: mit dem Treuhandbüro.</p>' },
  professional_experiences: [
    { id: 1, title: 'Comptable principale', company: 'Fiduciaire Léman SA', location: 'Nyon', startDate: '03/2019', endDate: '08/2024', description: '<ul><li><p>Clôtures mensuelles et annuelles.</p></li><li><p>Buchhaltung für die Kunden aus der Deutschschweiz; Abschlüsse und Steuern.</p></li></ul>' },
    { id: 2, title: 'Aide-comptable', company: 'Treuhand Berger AG', location: 'Bern', startDate: '09/2015', endDate: '02/2019', description: '<p>Saisie des pièces.</p>' },
  ],
  education: [{ id: 3, degree: 'Brevet fédéral de spécialiste en finance et comptabilité', institution: 'veb.ch', city: 'Lausanne', startDate: '2016', endDate: '2018' }],
  skills: [{ id: 4, name: 'Abacus', level: 80, type: 'hard', showLevel: true }],
  languages: [{ id: 5, name: 'Allemand', level: 80, showLevel: true }],
});

const CVS: Array<[string, CvDocument]> = [
  ['French', sampleById('junior').cv],
  ['German', sampleById('german').cv],
  ['mixed French and German', mixed],
];

const normalise = (s: string) => s.replace(/[’ʼ']/g, "'").replace(/[\u00a0\u202f\s]+/g, ' ').trim();
const upper = (s: string) => normalise(s).toLocaleUpperCase('de');

async function itemsOf(pdf: Buffer): Promise<Array<{ str: string; eol: boolean }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const items: Array<{ str: string; eol: boolean }> = [];
    for (let i = 1; i <= document.numPages; i++) {
      for (const item of (await (await document.getPage(i)).getTextContent()).items) if ('str' in item) items.push({ str: item.str, eol: item.hasEOL });
    }
    return items;
  } finally {
    await document.destroy();
  }
}

/** pdf.js items joined into lines at their end-of-line marks. */
const linesOfItems = (items: Array<{ str: string; eol: boolean }>) =>
  items
    .reduce<string[]>((lines, item) => {
      lines[lines.length - 1] += item.str;
      if (item.eol) lines.push('');
      return lines;
    }, [''])
    .map(normalise)
    .filter(Boolean);

function checkLines(extractor: string, lines: string[], cv: CvDocument, titles: string[]) {
  const text = lines.join('\n');
  // Every section title alone on its line, in order.
  let last = -1;
  for (const title of titles) {
    const at = lines.findIndex((line, i) => i > last && upper(line) === upper(title));
    expect(at, `${extractor}: « ${title} » on a line of its own, after the previous title\n${text}`).toBeGreaterThan(last);
    last = at;
  }
  // Each job: title, then employer, then place, then dates.
  for (const job of cv.professional_experiences) {
    const flat = normalise(text);
    const title = flat.indexOf(normalise(job.title));
    const company = flat.indexOf(normalise(job.company), title);
    const place = flat.indexOf(normalise(job.location), company);
    const start = flat.indexOf(normalise(job.startDate), place);
    expect([title, company, place, start].every((p) => p >= 0), `${extractor}: « ${job.title} », « ${job.company} », « ${job.location} », « ${job.startDate} » in that order`).toBe(true);
  }
}

describe.each(TEMPLATE_IDS)('template %i: what parsers read', (templateId: TemplateId) => {
  it.each(CVS)('%s CV', async (_label, cv) => {
    const html = renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
    const pdf = await renderer.renderPdf(html, { title: 'CV', author: 'Test' });
    const name = `${cv.personal_info.firstName} ${cv.personal_info.lastName}`;
    const titles = { fr: ['Profil', 'Expériences professionnelles', 'Formation'], de: ['Profil', 'Berufserfahrung', 'Ausbildung'] }[cv.cv_language as 'fr' | 'de'];

    const items = await itemsOf(pdf);
    // The name is one text item with its spaces (capitals may come from CSS).
    expect(items.some((item) => upper(item.str) === upper(name)), `pdf.js: « ${name} » as one item`).toBe(true);
    const itemLines = linesOfItems(items);
    checkLines('pdf.js', itemLines, cv, titles);
    const raw = (await pdfText(pdf, { raw: true })).split('\n').map(normalise).filter(Boolean);
    checkLines('pdftotext -raw', raw, cv, titles);
    const layout = (await pdfText(pdf)).split('\n').map(normalise).filter(Boolean);
    for (const title of titles) expect(layout.some((line) => upper(line) === upper(title)), `pdftotext: « ${title} » on its own line`).toBe(true);
    // Bullets are characters of the text layer.
    if (cv.professional_experiences.some((e) => e.description.includes('<li>'))) expect(raw.some((line) => line.startsWith('•'))).toBe(true);
    // No French spacing in a German sentence: the space before « ; » and « : » stays absent.
    const all = (await pdfText(pdf, { raw: true })).replace(/[ \t\n]+/g, ' ');
    expect(all).not.toMatch(/Französisch[\u00a0\u202f ];|arbeiten[\u00a0\u202f ]:|Deutschschweiz[\u00a0\u202f ];/);
  }, 60_000);
});

describe('last pages', () => {
  it('no sample CV in any template leaves its last page under 15 % full', async () => {
    const thin: string[] = [];
    for (const sample of sampleCvs.filter((s) => s.id !== 'empty-optional')) {
      for (const templateId of TEMPLATE_IDS) {
        const paged = await renderer.renderPages(renderCvHtml(sample.cv, { templateId, accentColor: defaultAccentColors(templateId).primary }));
        if (paged.pages > 1 && paged.lastShare < 0.15) thin.push(`${sample.id} t${templateId}: ${paged.pages} pages, last ${(paged.lastShare * 100).toFixed(0)} %`);
      }
    }
    expect(thin).toEqual([]);
  }, 240_000);
});
