import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccentColors } from '../../domain/cv/colours.js';
import { cvDocumentSchema, type CvDocument } from '../../domain/cv/cv-schema.js';
import { TEMPLATE_IDS, type TemplateId } from '../../domain/cv/template-catalogue.js';
import { cvAssetFiles } from '../../templates/fonts.js';
import { buildCvView } from '../../templates/cv-view.js';
import { renderCvHtml } from '../../templates/render-cv-html.js';
import { sampleById, sampleCvs } from '../../templates/samples/sample-catalogue.js';
import { pdfText } from './fixtures/pdf-tools.js';
import { createRenderer, type Renderer } from './renderer.js';

/*
 * What a recruiter's parser reads, in the three extractions parsers use: pdf.js text items
 * (`getTextContent`), `pdftotext -raw` (content order) and poppler's default layout analysis.
 * In each: the name is one run, every section title is a line of its own before its content,
 * a job reads title, employer, place, then dates, bullets are « • », a sidebar reads in one run
 * (never between main-column titles and jobs), and no text is set in a faked (Type 3) font. In French, German and a
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
  summary: {
    content: '<p>Comptable avec dix ans de pratique : clôtures et TVA.</p><p>Deutsch und Französisch; gewohnt, im Team zu arbeiten: mit dem Treuhandbüro.</p>',
  },
  professional_experiences: [
    {
      id: 1,
      title: 'Comptable principale',
      company: 'Fiduciaire Léman SA',
      location: 'Nyon',
      startDate: '03/2019',
      endDate: '08/2024',
      description:
        '<ul><li><p>Clôtures mensuelles et annuelles.</p></li><li><p>Buchhaltung für die Kunden aus der Deutschschweiz; Abschlüsse und Steuern.</p></li></ul>',
    },
    {
      id: 2,
      title: 'Aide-comptable',
      company: 'Treuhand Berger AG',
      location: 'Bern',
      startDate: '09/2015',
      endDate: '02/2019',
      description: '<p>Saisie des pièces.</p>',
    },
  ],
  education: [
    { id: 3, degree: 'Brevet fédéral de spécialiste en finance et comptabilité', institution: 'veb.ch', city: 'Lausanne', startDate: '2016', endDate: '2018' },
  ],
  skills: [{ id: 4, name: 'Abacus', level: 80, type: 'hard', showLevel: true }],
  languages: [{ id: 5, name: 'Allemand', level: 80, showLevel: true }],
});

const CVS: Array<[string, CvDocument]> = [
  ['French', sampleById('junior').cv],
  ['German', sampleById('german').cv],
  ['mixed French and German', mixed],
];

const normalise = (s: string) =>
  s
    .replace(/[’ʼ']/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .trim();
// Case folded through lower case: « GROẞMANN » (template 4 writes capitals itself) is « Großmann ».
const upper = (s: string) => normalise(s).toLocaleLowerCase('de');

/** pdf.js text items, each with whether its font is a Type 3 font (glyphs drawn as pictures, a style Chromium had to fake). */
async function itemsOf(pdf: Buffer): Promise<Array<{ str: string; eol: boolean; type3: boolean; page: number }>> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const items: Array<{ str: string; eol: boolean; type3: boolean; page: number }> = [];
    for (let i = 1; i <= document.numPages; i++) {
      const page = await document.getPage(i);
      const content = await page.getTextContent();
      await page.getOperatorList();
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const font = page.commonObjs.get(item.fontName) as { isType3Font?: boolean };
        items.push({ str: item.str, eol: item.hasEOL, type3: font.isType3Font === true, page: i });
      }
    }
    return items;
  } finally {
    await document.destroy();
  }
}

/** Lines joined with spaces, as a parser joins a list's wrapped lines. */
const joined = (lines: string[]) => lines.join(' ');

/** pdf.js items joined into lines at their end-of-line marks. */
const linesOfItems = (items: Array<{ str: string; eol: boolean }>) =>
  items
    .reduce<string[]>(
      (lines, item) => {
        lines[lines.length - 1] += item.str;
        if (item.eol) lines.push('');
        return lines;
      },
      [''],
    )
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
    expect(
      [title, company, place, start].every((p) => p >= 0),
      `${extractor}: « ${job.title} », « ${job.company} », « ${job.location} », « ${job.startDate} » in that order`,
    ).toBe(true);
  }
}

/** Templates with a sidebar (skills and languages beside the main column). */
const SIDEBARS: readonly TemplateId[] = [3, 5];

/**
 * How many runs of sidebar lines there are among the lines that are a sidebar entry or title
 * (skills, languages) or a main-column title or job title: 1 when the sidebar reads in one piece.
 */
function sidebarRuns(lines: string[], cv: CvDocument): number {
  const view = buildCvView(cv);
  const side = new Set<string>();
  const main = new Set<string>();
  for (const section of view.sections) {
    const isSide = section.kind === 'skills' || section.kind === 'languages';
    (isSide ? side : main).add(upper(section.title));
    if (section.kind === 'skills') for (const group of section.groups) for (const item of group.items) side.add(upper(item.name));
    if (section.kind === 'languages') for (const item of section.items) side.add(upper(item.name));
    if (section.kind === 'experiences') for (const item of section.items) main.add(upper(item.title));
  }
  const kinds = lines.map(upper).flatMap((line) => (side.has(line) ? ['side'] : main.has(line) ? ['main'] : []));
  return kinds.filter((kind, i) => kind === 'side' && kinds[i - 1] !== 'side').length;
}

describe.each(TEMPLATE_IDS)('template %i: what parsers read', (templateId: TemplateId) => {
  it.each(CVS)(
    '%s CV',
    async (_label, cv) => {
      const html = renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary });
      const pdf = await renderer.renderPdf(html, { title: 'CV', author: 'Test' });
      const name = `${cv.personal_info.firstName} ${cv.personal_info.lastName}`;
      const titles = { fr: ['Profil', 'Expériences professionnelles', 'Formation'], de: ['Profil', 'Berufserfahrung', 'Ausbildung'] }[
        cv.cv_language as 'fr' | 'de'
      ];

      const items = await itemsOf(pdf);
      // The name is one text item with its spaces (capitals may come from CSS).
      expect(
        items.some((item) => upper(item.str) === upper(name)),
        `pdf.js: « ${name} » as one item`,
      ).toBe(true);
      const itemLines = linesOfItems(items);
      checkLines('pdf.js', itemLines, cv, titles);
      const raw = (await pdfText(pdf, { raw: true })).split('\n').map(normalise).filter(Boolean);
      checkLines('pdftotext -raw', raw, cv, titles);
      const layout = (await pdfText(pdf)).split('\n').map(normalise).filter(Boolean);
      for (const title of titles)
        expect(
          layout.some((line) => upper(line) === upper(title)),
          `pdftotext: « ${title} » on its own line`,
        ).toBe(true);
      // Every text in a font of its own (no style faked as Type 3 glyphs, which readers measure badly).
      expect(items.filter((item) => item.type3 && item.str.trim()).map((item) => item.str)).toEqual([]);
      // A sidebar reads in one run in all three extractions on page 1, where it stands beside the
      // main column: its titles and entries never between main-column titles and jobs (poppler's
      // layout analysis included). Later pages hold one column.
      if (SIDEBARS.includes(templateId)) {
        const firstPage = (text: string) => (text.split('\f')[0] ?? '').split('\n').map(normalise).filter(Boolean);
        const extractions = [
          ['pdf.js', linesOfItems(items.filter((item) => item.page === 1))],
          ['pdftotext -raw', firstPage(await pdfText(pdf, { raw: true }))],
          ['pdftotext', firstPage(await pdfText(pdf))],
        ] as const;
        for (const [extractor, lines] of extractions) {
          expect(sidebarRuns(lines, cv), `${extractor}: the sidebar in one run\n${lines.join('\n')}`).toBe(1);
        }
      }
      // Bullets are characters of the text layer.
      if (cv.professional_experiences.some((e) => e.description.includes('<li>'))) expect(raw.some((line) => line.startsWith('•'))).toBe(true);
      // Every skill opens with a « • »: joined and split at the bullets, as OpenResume reads a
      // list, the text gives each skill whole, wrapped or not.
      const pieces = joined(raw)
        .split('•')
        .map((piece) => piece.trim());
      for (const skill of cv.skills)
        expect(
          pieces.some((piece) => piece.startsWith(normalise(skill.name))),
          `« ${skill.name} » after a bullet`,
        ).toBe(true);
      // No French spacing in a German sentence: the space before « ; » and « : » stays absent.
      const all = (await pdfText(pdf, { raw: true })).replace(/[ \t\n]+/g, ' ');
      expect(all).not.toMatch(/Französisch[\u00a0\u202f ];|arbeiten[\u00a0\u202f ]:|Deutschschweiz[\u00a0\u202f ];/);
    },
    60_000,
  );
});

describe('last pages', () => {
  it('no sample CV in any template leaves its last page under 15 % full', async () => {
    const thin: string[] = [];
    for (const sample of sampleCvs.filter((s) => s.id !== 'empty-optional')) {
      for (const templateId of TEMPLATE_IDS) {
        const paged = await renderer.renderPages(renderCvHtml(sample.cv, { templateId, accentColor: defaultAccentColors(templateId).primary }));
        if (paged.pages > 1 && paged.lastShare < 0.15)
          thin.push(`${sample.id} t${templateId}: ${paged.pages} pages, last ${(paged.lastShare * 100).toFixed(0)} %`);
      }
    }
    expect(thin).toEqual([]);
  }, 240_000);
});

/*
 * Résumé parsers that name the CV after the strongest item before the first section title
 * (OpenResume scores letters only, a bold font and capitals) must find the name there: a detail's
 * label is never a bare word (it carries its colon and reads with its value), the name is set in a
 * font whose name says bold, and the job title under it is not turned into capitals by CSS.
 */
const header = cvDocumentSchema.parse({
  cv_language: 'de',
  personal_info: {
    firstName: 'Hans',
    lastName: 'Keller',
    jobTitle: 'Leiter Buchhaltung',
    email: 'hans@example.ch',
    age: '41',
    nationality: 'Schweiz',
    workPermit: 'C',
    drivingLicense: 'B',
  },
  professional_experiences: [{ id: 1, title: 'Buchhalter', company: 'Muster AG', startDate: '2015', endDate: '2024' }],
});

describe.each(TEMPLATE_IDS)('template %i: the header names the CV', (templateId: TemplateId) => {
  it('reads the name in a bold font, the job title as typed, and each detail as « label: value » in one run', async () => {
    const pdf = await renderer.renderPdf(renderCvHtml(header, { templateId, accentColor: defaultAccentColors(templateId).primary }), {
      title: 'CV',
      author: 'Test',
    });
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
    try {
      const page = await document.getPage(1);
      const content = await page.getTextContent();
      await page.getOperatorList();
      const items = content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                str: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
                size: item.transform[0] as number,
                font: (page.commonObjs.get(item.fontName) as { name: string }).name,
              },
            ]
          : [],
      );
      const name = items.find((item) => upper(item.str) === 'hans keller');
      expect(name?.font, 'the name in a bold face').toMatch(/bold/i);
      expect(items.some((item) => item.str === 'Leiter Buchhaltung')).toBe(true);
      // The driving licence « B » follows « Führerausweis: » within a space, on the same line.
      const value = items.find((item) => item.str.trim() === 'B');
      const colon = items.filter((item) => item.y === value?.y && item.x < (value?.x ?? 0) && item.str.trim().endsWith(':')).at(-1);
      expect(colon, 'a colon before the driving licence').toBeDefined();
      expect((value?.x ?? 0) - ((colon?.x ?? 0) + (colon?.width ?? 0)), 'the gap between label and value').toBeLessThanOrEqual(0.35 * (value?.size ?? 0));
      const text = items.map((item) => item.str).join('');
      expect(normalise(text)).toContain('Führerausweis:');
      expect(normalise(text)).not.toMatch(/Führerausweis(?!:)/);
    } finally {
      await document.destroy();
    }
  }, 60_000);
});

describe('pages after the first', () => {
  it.each(TEMPLATE_IDS)(
    'template %i: each opens its text with its number, so that joined pages never glue a title to the page before',
    async (templateId) => {
      const cv = sampleById('long-fr').cv;
      const pdf = await renderer.renderPdf(renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary }), {
        title: 'CV',
        author: 'Test',
      });
      const items = (await itemsOf(pdf)).filter((item) => item.str.trim());
      const pages = Math.max(...items.map((item) => item.page));
      expect(pages).toBeGreaterThan(2);
      for (let page = 1; page <= pages; page++) {
        const first = items.find((item) => item.page === page)!;
        if (page === 1) expect(first.str).not.toMatch(/^\d+ \/ \d+$/);
        else expect(first.str).toBe(`${page} / ${pages}`);
      }
    },
    60_000,
  );
});

describe('sidebars under long content', () => {
  const cv = cvDocumentSchema.parse({
    cv_language: 'it',
    personal_info: { firstName: 'Loris', lastName: 'Giraudo', email: 'chloe.migliasso@mairie-toulouse.fr' },
    section_titles: { languages: 'Competenze linguistiche' },
    skills: [
      'Typescript',
      'Javascript',
      'Python',
      'Java',
      'Kotlin',
      'Dart',
      'PHP',
      'Flutter',
      'Spring',
      'Django',
      'Vue',
      'NextJS',
      'React',
      'FastAPI',
      'Laravel',
    ].map((name, id) => ({ id, name, type: 'hard', showLevel: false })),
    languages: [{ id: 20, name: 'Italiano', level: 100, showLevel: true }],
  });
  it.each(SIDEBARS)(
    'template %i: a run of skills wraps between skills, a long title and a long e-mail stay on one line',
    async (templateId) => {
      const pdf = await renderer.renderPdf(renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary }), {
        title: 'CV',
        author: 'Test',
      });
      const raw = (await pdfText(pdf, { raw: true })).split('\n').map(normalise);
      const words = raw.flatMap((line) => line.split(/[\s•]+/)).filter(Boolean);
      for (const skill of cv.skills) expect(words, `« ${skill.name} » whole`).toContain(skill.name);
      expect(raw).toContain('COMPETENZE LINGUISTICHE');
      // A long e-mail in the sidebar is fitted, not broken: its end alone would read as a name.
      expect(raw.some((line) => line.includes('chloe.migliasso@mairie-toulouse.fr'))).toBe(true);
    },
    60_000,
  );
});

describe('template 5, page 1', () => {
  it('sets the main column’s first title below the sidebar’s first line, so that pdf.js reads them as two lines', async () => {
    const cv = cvDocumentSchema.parse({
      cv_language: 'en',
      personal_info: { firstName: 'Akash', lastName: 'Zalke', email: 'akashzalke786@gmail.com', linkedin: 'https://www.linkedin.com/in/akash-zalke' },
      summary: { content: '<p>Skilled software engineer.</p>' },
    });
    const pdf = await renderer.renderPdf(renderCvHtml(cv, { templateId: 5, accentColor: defaultAccentColors(5).primary }), { title: 'CV', author: 'Test' });
    const lines = linesOfItems(await itemsOf(pdf));
    expect(lines, lines.join(' / ')).toContain('PROFILE');
    expect(lines).toContain('akashzalke786@gmail.com');
  }, 60_000);
});
